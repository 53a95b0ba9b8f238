import { defineTexts } from '../../shared/i18n/define-texts.ts';

export const vipLevelsTexts = defineTexts('vip-levels', {
  'zh-CN': {
    title: 'VIP 等级',
    table: 'VIP 等级列表',
    empty: '没有 VIP 等级',
    intro:
      '玩家在一个站点自然月内的存款与投注同时达到某一等级的要求即立即升级，每月初复核。奖励发入奖金钱包，需完成流水。',
    columns: {
      level: '等级',
      name: '名称',
      deposit: '月存款要求',
      betVolume: '月投注要求',
      upgrade: '升级奖金',
      birthday: '生日奖金',
      monthly: '每月奖金',
      multiple: '奖金流水倍数',
      players: '当前人数',
    },
    edit: '编辑 VIP {level} · {name}',
    save: '保存',
    fields: {
      name: '名称',
      deposit: '月存款要求',
      betVolume: '月投注要求',
      upgrade: '升级奖金（首次达到时发放一次）',
      birthday: '生日奖金（每年一次）',
      monthly: '每月奖金（月初复核保级后发放）',
      multiple: '奖金流水倍数（0–100）',
    },
    orderHint: '要求须在相邻等级之间：不低于下一级、不高于上一级。',
  },
  en: {
    title: 'VIP levels',
    table: 'VIP levels',
    empty: 'No VIP levels',
    intro:
      "A player whose deposits and bets within one site calendar month both meet a level's requirements rises to it at once; levels are reviewed monthly. Rewards go to the bonus wallet, with turnover to meet.",
    columns: {
      level: 'Level',
      name: 'Name',
      deposit: 'Monthly deposits',
      betVolume: 'Monthly bets',
      upgrade: 'Upgrade bonus',
      birthday: 'Birthday bonus',
      monthly: 'Monthly bonus',
      multiple: 'Bonus turnover ×',
      players: 'Players now',
    },
    edit: 'Edit VIP {level} · {name}',
    save: 'Save',
    fields: {
      name: 'Name',
      deposit: 'Monthly deposits required',
      betVolume: 'Monthly bets required',
      upgrade: 'Upgrade bonus (paid once, when first reached)',
      birthday: 'Birthday bonus (once a year)',
      monthly: 'Monthly bonus (paid at the review to those who keep the level)',
      multiple: 'Bonus turnover multiple (0–100)',
    },
    orderHint:
      'Requirements lie between the neighbouring levels: no less than the level below, no more than the one above.',
  },
});
