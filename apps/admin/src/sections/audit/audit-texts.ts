import { defineTexts } from '../../shared/i18n/define-texts.ts';

export const auditTexts = defineTexts('audit', {
  'zh-CN': {
    title: '操作日志',
    filters: {
      admin: '管理员',
      anyAdmin: '全部',
      adminId: '管理员编号',
      action: '操作',
      actionHint: '如 admins.create，或以点结尾的前缀 games.',
      targetType: '对象类型',
      targetId: '对象编号',
      from: '开始时间（{zone}）',
      to: '结束时间（{zone}）',
    },
    columns: {
      at: '时间',
      admin: '管理员',
      role: '角色',
      action: '操作',
      target: '对象',
      ip: '地址',
    },
    detail: {
      title: '操作 {action}',
      field: '字段',
      before: '修改前',
      after: '修改后',
      noChange: '没有前后记录',
    },
  },
  en: {
    title: 'Audit log',
    filters: {
      admin: 'Administrator',
      anyAdmin: 'Any',
      adminId: 'Administrator ID',
      action: 'Action',
      actionHint: 'e.g. admins.create, or a prefix ending in a dot: games.',
      targetType: 'Target type',
      targetId: 'Target ID',
      from: 'From ({zone})',
      to: 'To ({zone})',
    },
    columns: {
      at: 'Time',
      admin: 'Administrator',
      role: 'Role',
      action: 'Action',
      target: 'Target',
      ip: 'Address',
    },
    detail: {
      title: 'Action {action}',
      field: 'Field',
      before: 'Before',
      after: 'After',
      noChange: 'No before or after recorded',
    },
  },
});
