import { defineTexts } from '../../shared/i18n/define-texts.ts';

export const agentTransfersTexts = defineTexts('agent-transfers', {
  'zh-CN': {
    title: '代理转账与站内信',
    tabs: { transfers: '转账', letters: '站内信' },
    filters: {
      view: '查看',
      agent: '代理或成员账号',
      kind: '方式',
      startDate: '开始日期',
      endDate: '结束日期',
      any: '全部',
    },
    kinds: {
      TransferPoint: '转点',
      SuperTransferPoint: '超级转点',
      DepositFromWallet: '钱包代充',
    } as Record<string, string>,
    types: { 1: '充值', 2: '活动', 3: '分红', 4: '其他', 5: '超级转点', 6: '日工资' } as Record<
      string,
      string
    >,
    columns: {
      time: '时间',
      sender: '转出',
      receiver: '转入',
      kind: '方式',
      type: '类型',
      amount: '金额',
      title: '标题',
      audience: '收件人',
      read: '已读 / 收件人数',
    },
    audiences: { Members: '指定成员', Team: '整个团队' } as Record<string, string>,
  },
  en: {
    title: 'Agent transfers and letters',
    tabs: { transfers: 'Transfers', letters: 'Letters' },
    filters: {
      view: 'Show',
      agent: 'Agent or member login ID',
      kind: 'Kind',
      startDate: 'From',
      endDate: 'To',
      any: 'Any',
    },
    kinds: {
      TransferPoint: 'Transfer point',
      SuperTransferPoint: 'Super transfer point',
      DepositFromWallet: 'Deposit from wallet',
    },
    types: { 1: 'Deposit', 2: 'Activity', 3: 'Dividend', 4: 'Other', 5: 'Super', 6: 'Daily pay' },
    columns: {
      time: 'Time',
      sender: 'From',
      receiver: 'To',
      kind: 'Kind',
      type: 'Type',
      amount: 'Amount',
      title: 'Title',
      audience: 'To',
      read: 'Read / recipients',
    },
    audiences: { Members: 'Chosen members', Team: 'The whole team' },
  },
});
