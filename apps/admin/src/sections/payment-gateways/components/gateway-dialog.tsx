import { ZSavePaymentGatewayRequest, type TPaymentGatewayView } from '@lottery/contracts';
import { Dialog } from '@lottery/client-kit';
import { z } from 'zod';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { Form, FormField, useContractForm } from '../../../shared/ui/form-field.tsx';
import { useSaveGateway } from '../api/payment-gateways-api.ts';
import { paymentGatewaysTexts } from '../payment-gateways-texts.ts';

/** An empty key field means "keep the stored key" (and is refused by the server on create). */
const ZGatewayForm = ZSavePaymentGatewayRequest.extend({
  MerchantKey: z.preprocess(
    (value) => (value === '' ? undefined : value),
    ZSavePaymentGatewayRequest.shape.MerchantKey,
  ),
});

/** Adds a gateway, or changes one (its code stays); the key field always starts empty. */
export function GatewayDialog({
  gateway,
  onClose,
}: {
  gateway: TPaymentGatewayView | null;
  onClose(): void;
}) {
  const texts = paymentGatewaysTexts.useTexts();
  const save = useSaveGateway(gateway ? 'update' : 'create');
  const form = useContractForm(ZGatewayForm, {
    Code: gateway?.Code ?? '',
    Name: gateway?.Name ?? '',
    BaseUrl: gateway?.BaseUrl ?? '',
    MerchantId: gateway?.MerchantId ?? '',
    MerchantKey: '',
    Enabled: gateway?.Enabled ?? true,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  return (
    <Dialog
      title={gateway ? fill(texts.edit, { code: gateway.Code }) : texts.add}
      onClose={onClose}
      isBodyDescription={false}
    >
      <Form
        submitLabel={texts.save}
        isBusy={save.isPending}
        error={save.error}
        onSubmit={(event) => void submit(event)}
      >
        <FormField label={texts.code} error={errors.Code?.message} hint={texts.codeHint}>
          <input
            autoComplete="off"
            readOnly={gateway !== null}
            data-autofocus
            {...form.register('Code')}
          />
        </FormField>
        <FormField label={texts.name} error={errors.Name?.message}>
          <input autoComplete="off" {...form.register('Name')} />
        </FormField>
        <FormField label={texts.baseUrl} error={errors.BaseUrl?.message}>
          <input type="url" autoComplete="off" {...form.register('BaseUrl')} />
        </FormField>
        <FormField label={texts.merchantId} error={errors.MerchantId?.message}>
          <input autoComplete="off" {...form.register('MerchantId')} />
        </FormField>
        <FormField
          label={texts.merchantKey}
          error={errors.MerchantKey?.message}
          hint={texts.keyHint}
        >
          <input type="password" autoComplete="new-password" {...form.register('MerchantKey')} />
        </FormField>
        <label className="form-check">
          <input type="checkbox" {...form.register('Enabled')} /> {texts.enabled}
        </label>
      </Form>
    </Dialog>
  );
}
