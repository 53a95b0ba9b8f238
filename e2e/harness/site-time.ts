/**
 * What a person reads for an instant on the demo site (zone Asia/Shanghai), with the zone named:
 * written out here, apart from the app's own helper, so that the journeys check it.
 */
export const shanghaiText = (iso: string) =>
  `${new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(Date.parse(iso))} UTC+8`;
