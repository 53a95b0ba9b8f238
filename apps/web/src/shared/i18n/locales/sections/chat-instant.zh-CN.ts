/** Instant messages of group rooms (ReceiveInstantMessage): the shell's notices and badges. */
export const chatInstantZhCN = {
  region: '群聊新消息',
  notice: '{{sender}} 在 {{room}}：{{preview}}',
  image: '[图片]',
  betShare: '[分享注单]',
  open: '打开 {{room}}',
  dismiss: '关闭提示',
  unread: '{{count}} 条未读消息',
};
