/** The chat's tests drive the shell's hub through the shared fake (customer service's do too). */
export { fakeHubClient as fakeChatHub } from '../../../shared/realtime/testing/fake-hub-client.ts';
