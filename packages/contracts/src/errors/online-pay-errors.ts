import { defineError as define, type TErrorDefinition } from './define-error.ts';

/** Online payment gateways' refusals (72xx), spread into errorCatalogue. */
export const onlinePayErrors = {
  GatewayNotFound: define(7200, 404, 'No such payment gateway', '没有该支付网关'),
  GatewayCallbackMalformed: define(
    7201,
    400,
    'The payment notification is not in the gateway format',
    '支付通知格式不正确',
  ),
  GatewaySignatureInvalid: define(
    7202,
    401,
    'The payment notification signature does not match',
    '支付通知签名不正确',
  ),
  /** Outside the timestamp window: a replay, or a sender whose clock is far off. */
  GatewayCallbackStale: define(
    7203,
    400,
    'The payment notification is too old or from the future',
    '支付通知时间超出允许范围',
  ),
  GatewayMerchantMismatch: define(
    7204,
    403,
    'The payment notification is for another merchant',
    '支付通知的商户号不符',
  ),
  GatewayUnavailable: define(
    7205,
    502,
    'The payment gateway did not answer; try again later',
    '支付网关无响应，请稍后再试',
  ),
  GatewayAmountUnsupported: define(
    7206,
    400,
    'The gateway takes amounts in whole cents only',
    '该支付网关只接受精确到分的金额',
  ),
  GatewayCodeTaken: define(7207, 409, 'A gateway with this code exists', '该网关代码已存在'),
  GatewayOrderNotFound: define(7208, 404, 'No such gateway order', '没有该网关订单'),
  GatewayOrderClosed: define(
    7209,
    409,
    'This payment order is already paid, expired or abandoned',
    '该支付订单已支付、已过期或已放弃',
  ),
  GatewayChannelSettingsInvalid: define(
    7210,
    400,
    'The channel needs an enabled gateway and its pay type',
    '该通道需要一个已启用的支付网关及支付方式',
  ),
  GatewayKeyRequired: define(
    7211,
    400,
    'A new gateway needs its merchant key',
    '新增支付网关需要填写商户密钥',
  ),
} as const satisfies Record<string, TErrorDefinition>;
