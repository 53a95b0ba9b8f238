import { defineError as define } from './define-error.ts';

/**
 * Customer service (issue #22, codes 8850-8889): visitors, the queue, the desk and ratings. Like
 * chat's, no refusal ends a session, so none is a 401 or 403.
 */
export const serviceErrors = {
  ServiceVisitorInvalid: define(
    8850,
    400,
    'This visitor conversation is no longer valid; start a new one',
    '访客会话已失效，请重新开始',
  ),
  ServiceVisitorRateLimited: define(
    8851,
    429,
    'Too many conversations from your address; try again in {retryAfterSeconds} s',
    '您的网络地址发起的会话过多，请 {retryAfterSeconds} 秒后再试',
  ),
  ServiceAskerRateLimited: define(
    8852,
    429,
    'You are sending too fast; try again in {retryAfterSeconds} s',
    '发送过于频繁，请 {retryAfterSeconds} 秒后再试',
  ),
  ServiceSessionNotFound: define(
    8853,
    404,
    'This customer service conversation does not exist or is not yours',
    '客服会话不存在或不属于您',
  ),
  ServiceSessionFinished: define(
    8854,
    409,
    'This conversation has finished; ask customer service again',
    '该会话已结束，请重新联系客服',
  ),
  ServiceNotServing: define(
    8855,
    409,
    'This conversation is not being served by you',
    '该会话不在您的服务中',
  ),
  ServiceQueueEmpty: define(8856, 409, 'Nobody is waiting', '当前没有等待中的客户'),
  ServiceNotWaiting: define(8857, 409, 'This customer is no longer waiting', '该客户已不在等待中'),
  ServiceRatingNotOpen: define(
    8858,
    409,
    'A conversation is rated once, after it finishes',
    '会话结束后才可评价，且只能评价一次',
  ),
  ServiceOperatorNotFound: define(
    8859,
    404,
    'No such operator can serve customers',
    '该客服人员不存在或没有接待权限',
  ),
  ServiceNotCaller: define(
    8860,
    409,
    'Connect as a visitor, a player or an operator for this',
    '当前连接身份不能执行此操作',
  ),
  ServiceCannedReplyNotFound: define(8861, 404, 'No such canned reply', '快捷回复不存在'),
  ServiceCancelNotWaiting: define(
    8862,
    409,
    'This conversation is no longer waiting: an operator has taken it or it has ended',
    '该会话已不在排队中：客服已接待或会话已结束',
  ),
} as const;
