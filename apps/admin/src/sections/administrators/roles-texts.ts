import { defineTexts } from '../../shared/i18n/define-texts.ts';

export const rolesTexts = defineTexts('roles', {
  'zh-CN': {
    title: '角色与权限',
    create: '新建角色',
    columns: { name: '角色', kind: '类型', permissions: '权限', admins: '管理员数' },
    builtin: '内置',
    custom: '自定义',
    permissionCount: '{count} 项',
    editor: {
      createTitle: '新建角色',
      editTitle: '编辑角色 {name}',
      viewTitle: '角色 {name}',
      builtinNote: '内置角色的权限随系统版本提供，不能修改。',
      name: '角色名称',
      permissions: '权限',
      selectAll: '全选',
      save: '保存',
    },
  },
  en: {
    title: 'Roles',
    create: 'New role',
    columns: { name: 'Role', kind: 'Kind', permissions: 'Permissions', admins: 'Administrators' },
    builtin: 'Built-in',
    custom: 'Custom',
    permissionCount: '{count}',
    editor: {
      createTitle: 'New role',
      editTitle: 'Edit role {name}',
      viewTitle: 'Role {name}',
      builtinNote:
        'Built-in roles keep the permissions each release gives them; they cannot be edited.',
      name: 'Role name',
      permissions: 'Permissions',
      selectAll: 'All',
      save: 'Save',
    },
  },
});
