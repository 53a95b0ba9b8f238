import type { TLanguage } from '@lottery/contracts';

const builtinRoleNames: Record<string, Record<TLanguage, string>> = {
  owner: { 'zh-CN': '所有者', en: 'Owner' },
  finance: { 'zh-CN': '财务', en: 'Finance' },
  risk: { 'zh-CN': '风控', en: 'Risk' },
  service: { 'zh-CN': '客服', en: 'Customer service' },
  operations: { 'zh-CN': '运营', en: 'Operations' },
  readonly: { 'zh-CN': '只读', en: 'Read-only' },
};

/** A built-in role in the administrator's language; a custom role by the name its owner gave. */
export function roleLabel(roleName: string, language: TLanguage): string {
  return builtinRoleNames[roleName]?.[language] ?? roleName;
}
