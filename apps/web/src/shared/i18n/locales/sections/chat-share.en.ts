import type { TWiden } from '../../widen.ts';
import type { chatShareZhCN } from './chat-share.zh-CN.ts';

export const chatShareEn: TWiden<typeof chatShareZhCN> = {
  copy: 'Copy to my cart',
  copyFailed: 'Could not copy: sign in again and retry.',
  winningNumber: 'Winning number {{number}}',
  picker: {
    title: 'Share a ticket to a chat room',
    intro: 'Choose the room to share this ticket in:',
    shareTo: 'Share to {{room}}',
    noRoom: 'There is no room you can post in.',
    sharing: 'Sharing…',
    shared: 'Ticket shared to {{room}}.',
    failed: 'Not shared: check the connection and try again.',
    cancel: 'Do not share',
  },
  image: {
    button: 'Send an image',
    hint: 'PNG, JPEG, WebP or GIF, up to {{limitKb}} KB',
    tooLarge: 'An image is at most {{limitKb}} KB.',
    wrongType: 'Choose a PNG, JPEG, WebP or GIF image.',
    unreadable: 'That file could not be read.',
    preview: 'The image to send',
    send: 'Send',
    cancel: 'Cancel',
    uploading: 'Uploading…',
    failed: 'The image was not sent: check the connection and try again.',
  },
};
