/** Tests' handle on the mail sandbox lives in dev/ (the simulations use it too). */
export {
  startTestMailSandbox,
  svixHeaders,
  TEST_AGENTMAIL_KEY,
  TEST_WEBHOOK_SECRET,
  type SandboxMessage,
  type TestMailSandbox,
} from '../../dev/mail-sandbox/sandbox-client.js';
