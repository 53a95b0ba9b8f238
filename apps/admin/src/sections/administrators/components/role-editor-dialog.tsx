import type { TAdminRole } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { adminPermissions, type TAdminPermission } from '../../../shared/session/permission.ts';
import { roleLabel } from '../../../shared/session/role-label.ts';
import { Dialog } from '@lottery/client-kit';
import { Form, FormField } from '../../../shared/ui/form-field.tsx';
import { adminChanges, useAdminChange } from '../api/use-admin-change.ts';
import { permissionLabel, permissionSectionLabel } from '../permission-texts.ts';
import { rolesTexts } from '../roles-texts.ts';

/** The permissions grouped by their section (`games.view` and `games.manage` under games). */
const permissionGroups: [string, TAdminPermission[]][] = [];
for (const permission of adminPermissions) {
  const section = permission.split('.')[0] ?? permission;
  const group = permissionGroups.find(([name]) => name === section);
  if (group) group[1].push(permission);
  else permissionGroups.push([section, [permission]]);
}

/**
 * A role's permissions as checkboxes grouped by section: a new or custom role is edited (by an
 * administrator manager), a built-in one shown read-only.
 */
export function RoleEditorDialog({
  role,
  canEdit,
  onClose,
}: {
  role: TAdminRole | null;
  canEdit: boolean;
  onClose(): void;
}) {
  const texts = rolesTexts.useTexts();
  const language = currentLanguage();
  const [name, setName] = useState(role?.Name ?? '');
  const [chosen, setChosen] = useState<ReadonlySet<TAdminPermission>>(
    new Set(role?.Permissions ?? []),
  );
  const create = useAdminChange<{ Name: string; Permissions: TAdminPermission[] }>(
    adminChanges.createRole,
    z.object({ RoleId: z.number() }),
  );
  const update = useAdminChange<{ RoleId: number; Name: string; Permissions: TAdminPermission[] }>(
    adminChanges.updateRole,
  );
  const save = role ? update : create;
  const title = !role
    ? texts.editor.createTitle
    : fill(canEdit ? texts.editor.editTitle : texts.editor.viewTitle, {
        name: roleLabel(role.Name, language),
      });

  const toggle = (permissions: TAdminPermission[], isOn: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const permission of permissions) {
        if (isOn) next.add(permission);
        else next.delete(permission);
      }
      return next;
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    // In the contracts' order, so an unchanged role sends the same list it was read with.
    const permissions = adminPermissions.filter((permission) => chosen.has(permission));
    const body = { Name: name.trim(), Permissions: permissions };
    if (role) update.mutate({ ...body, RoleId: role.RoleId }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  }

  const checkboxes = (
    <fieldset className="checkbox-grid" disabled={!canEdit}>
      <legend className="form-label">{texts.editor.permissions}</legend>
      {permissionGroups.map(([section, permissions]) => (
        <div
          key={section}
          className="checkbox-group"
          role="group"
          aria-label={permissionSectionLabel(section, language)}
        >
          <label>
            <input
              type="checkbox"
              checked={permissions.every((permission) => chosen.has(permission))}
              onChange={(event) => toggle(permissions, event.target.checked)}
            />
            <strong>{permissionSectionLabel(section, language)}</strong>
          </label>
          {permissions.map((permission) => (
            <label key={permission}>
              <input
                type="checkbox"
                name={permission}
                checked={chosen.has(permission)}
                onChange={(event) => toggle([permission], event.target.checked)}
              />
              {permissionLabel(permission, language)}
            </label>
          ))}
        </div>
      ))}
    </fieldset>
  );

  return (
    <Dialog title={title} onClose={onClose} className="wide" isBodyDescription={false}>
      {canEdit ? (
        <Form
          submitLabel={texts.editor.save}
          isBusy={save.isPending}
          error={save.error}
          onSubmit={submit}
        >
          <FormField label={texts.editor.name}>
            <input
              value={name}
              maxLength={32}
              data-autofocus
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          {checkboxes}
        </Form>
      ) : (
        <>
          {role?.Builtin && <p>{texts.editor.builtinNote}</p>}
          {checkboxes}
        </>
      )}
    </Dialog>
  );
}
