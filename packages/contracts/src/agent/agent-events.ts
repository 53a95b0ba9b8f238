/**
 * Hub event to an account whose privileges changed (a contract signed, daily pay set, a system
 * rule changed): the client reloads Privileges/Get and BonusPrivileges/Get (SPEC §4). No payload
 * beyond the relay's DedupeKey. A file without schemas: the web app's hub listener may import it.
 */
export const userInfoPrivilegesEvent = 'UserInfoPrivileges';
