import { z } from 'zod';
import { ZText } from '../validation/text.ts';

/**
 * The payment gateways section (issue #20, payments.configure): the merchant accounts online
 * deposit channels pay through. The merchant key is write-only: answers say only whether one is
 * set, and an update without one keeps it.
 */
export const ZPaymentGateway = z
  .object({
    Code: z.string(),
    Name: z.string(),
    BaseUrl: z.string(),
    MerchantId: z.string(),
    HasKey: z.boolean(),
    Enabled: z.boolean(),
    UpdatedAt: z.number().int().describe('epoch ms'),
  })
  .meta({ id: 'PaymentGateway' });
export type TPaymentGatewayView = z.output<typeof ZPaymentGateway>;

export const ZPaymentGatewayList = z
  .object({ Gateways: z.array(ZPaymentGateway) })
  .meta({ id: 'PaymentGatewayList' });

const ZGatewayCode = ZText.regex(/^[a-z0-9-]{2,32}$/, { error: 'format' }).describe(
  'Lower-case letters, digits and dashes: also the last segment of the callback URL',
);
const ZBaseUrl = ZText.max(300)
  .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, { error: 'format' })
  .describe("The gateway's merchant API root (http or https)");

export const ZSavePaymentGatewayRequest = z
  .object({
    Code: ZGatewayCode,
    Name: ZText.min(1, { error: 'required' }).max(64),
    BaseUrl: ZBaseUrl,
    MerchantId: ZText.min(1, { error: 'required' }).max(64),
    MerchantKey: ZText.min(16)
      .max(128)
      .optional()
      .describe('Required when creating; absent keeps it'),
    Enabled: z.boolean(),
  })
  .meta({ id: 'SavePaymentGatewayRequest' });
export type TSavePaymentGatewayRequest = z.infer<typeof ZSavePaymentGatewayRequest>;
