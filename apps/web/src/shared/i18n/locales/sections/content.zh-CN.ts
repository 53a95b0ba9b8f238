/** Texts of /Announcement and /DownLoadCenterAndAFK (zh-CN, the default language). */
export const contentZhCN = {
  announcements: {
    title: '公告',
    typeTabs: '公告类型',
    all: '全部',
    empty: '暂无公告',
    unread: '未读',
    read: '已读',
    back: '返回列表',
    pick: '选择一条公告查看内容',
    publishedAt: '发布时间 {{time}}',
  },
  download: {
    title: '下载中心',
    android: 'Android 客户端',
    ios: 'iOS 客户端',
    pc: 'PC 客户端',
    scan: '用手机扫描二维码下载',
    open: '下载',
    notOffered: '暂未提供',
    guide: '安装说明',
    guideLink: '查看完整安装指南',
  },
} as const;
