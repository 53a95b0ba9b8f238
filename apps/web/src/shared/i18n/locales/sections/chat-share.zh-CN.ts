/**
 * Chinese texts of sharing tickets and images in chat (the source of the key set;
 * chat-share.en.ts mirrors it).
 */
export const chatShareZhCN = {
  copy: '跟单',
  copyFailed: '无法跟单：请重新登录后再试。',
  winningNumber: '开奖号码 {{number}}',
  picker: {
    title: '分享注单到聊天室',
    intro: '选择要分享此注单的聊天室：',
    shareTo: '分享到 {{room}}',
    noRoom: '没有可以发言的聊天室。',
    sharing: '正在分享…',
    shared: '注单已分享到 {{room}}。',
    failed: '分享失败：请检查网络后重试。',
    cancel: '不分享了',
  },
  image: {
    button: '发送图片',
    hint: 'PNG、JPEG、WebP 或 GIF，不超过 {{limitKb}} KB',
    tooLarge: '图片不能超过 {{limitKb}} KB。',
    wrongType: '请选择 PNG、JPEG、WebP 或 GIF 图片。',
    unreadable: '无法读取该文件。',
    preview: '待发送的图片',
    send: '发送',
    cancel: '取消',
    uploading: '正在上传…',
    failed: '图片没有发出：请检查网络后重试。',
  },
} as const;
