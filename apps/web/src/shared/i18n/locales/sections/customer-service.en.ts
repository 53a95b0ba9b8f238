import type { TWiden } from '../../widen.ts';
import type { customerServiceZhCN } from './customer-service.zh-CN.ts';

export const customerServiceEn: TWiden<typeof customerServiceZhCN> = {
  title: 'Customer service',
  intro: 'Questions? Chat with our customer service.',
  start: 'Contact customer service',
  starting: 'Connecting…',
  connecting: 'Connecting to customer service…',
  reconnecting: 'Connection lost, reconnecting…',
  failed: 'Could not reach customer service; try again later',
  retry: 'Try again',
  waiting: 'You are in the queue: {{ahead}} ahead of you',
  waitingFirst: 'You are next: an operator will be with you shortly',
  serving: '{{name}} is serving you',
  finished: 'This conversation has finished',
  cancel: 'Stop waiting',
  cancelConfirm:
    'Stop waiting? Contacting customer service again puts you at the back of the queue.',
  keepWaiting: 'Keep waiting',
  cancelled: 'You stopped waiting',
  again: 'Contact customer service again',
  empty: 'Describe your question; the operator replies once connected.',
  you: 'Me',
  operator: 'Operator',
  message: 'Message',
  send: 'Send',
  rateTitle: 'Please rate this conversation',
  rateStar: '{{n}} stars',
  comment: 'Remark (optional)',
  submitRating: 'Submit rating',
  rated: 'Thank you for your rating: {{n}} stars',
  backToLogin: 'Back to login',
};
