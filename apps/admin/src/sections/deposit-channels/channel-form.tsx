import { usdtChainNames } from '@lottery/contracts';
import { Dialog } from '@lottery/client-kit';
import { useState, type FormEvent, type ReactElement } from 'react';
import { fill } from '../../shared/i18n/define-texts.ts';
import { Form, FormField } from '../../shared/ui/form-field.tsx';
import { useSaveChannel, type TChannel } from './deposit-channels-api.ts';
import { depositChannelsTexts } from './deposit-channels-texts.ts';

type TDraft = Record<
  | 'type'
  | 'chain'
  | 'name'
  | 'min'
  | 'max'
  | 'openFrom'
  | 'openTo'
  | 'chargeKind'
  | 'rateBps'
  | 'fixed'
  | 'cap'
  | 'turnover'
  | 'vipLevels'
  | 'agents'
  | 'sortOrder'
  | 'bankName'
  | 'bankAccountName'
  | 'bankAccountNumber'
  | 'bankBranch'
  | 'expiry'
  | 'settings',
  string
> & { enabled: boolean; matching: boolean; requiresBoundCard: boolean };

const draftOf = (channel: TChannel | null): TDraft => ({
  type: String(channel?.Type ?? 1),
  chain: channel?.Chain ?? 'TRC20',
  name: channel?.Name ?? '',
  min: String(channel?.MinAmount ?? 100),
  max: String(channel?.MaxAmount ?? 50_000),
  openFrom: channel?.OpenFrom ?? '',
  openTo: channel?.OpenTo ?? '',
  chargeKind: channel?.ChargeKind ?? 'none',
  rateBps: String(channel?.ChargeRateBps ?? 0),
  fixed: String(channel?.ChargeFixed ?? 0),
  cap: channel?.ChargeCap === null || channel === null ? '' : String(channel.ChargeCap),
  turnover: String(channel?.TurnoverPercent ?? 100),
  vipLevels: channel?.VipLevels.join(', ') ?? '',
  agents: channel?.AgentLoginIds.join(', ') ?? '',
  sortOrder: String(channel?.SortOrder ?? 0),
  bankName: channel?.BankName ?? '',
  bankAccountName: channel?.BankAccountName ?? '',
  bankAccountNumber: channel?.BankAccountNumber ?? '',
  bankBranch: channel?.BankBranch ?? '',
  expiry: String(channel?.ExpiryMinutes ?? 30),
  settings: JSON.stringify(channel?.Settings ?? {}),
  enabled: channel?.Enabled ?? true,
  matching: channel?.AddMatchingThousandths ?? false,
  requiresBoundCard: channel?.RequiresBoundCard ?? false,
});

const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The save request of a draft; the server checks every rule (range, hours, the type's settings). */
function requestOf(draft: TDraft, id: number | null, settings: Record<string, unknown>) {
  const type = Number(draft.type);
  return {
    ...(id === null ? {} : { Id: id }),
    Type: type,
    Chain: type === 5 ? draft.chain : null,
    Name: draft.name,
    MinAmount: draft.min,
    MaxAmount: draft.max,
    OpenFrom: orNull(draft.openFrom),
    OpenTo: orNull(draft.openTo),
    ChargeKind: draft.chargeKind,
    ChargeRateBps: Number(draft.rateBps),
    ChargeFixed: draft.fixed,
    ChargeCap: orNull(draft.cap),
    TurnoverPercent: Number(draft.turnover),
    VipLevels: listOf(draft.vipLevels).map(Number),
    AgentLoginIds: listOf(draft.agents),
    Enabled: draft.enabled,
    SortOrder: Number(draft.sortOrder),
    BankName: orNull(draft.bankName),
    BankAccountName: orNull(draft.bankAccountName),
    BankAccountNumber: orNull(draft.bankAccountNumber),
    BankBranch: orNull(draft.bankBranch),
    AddMatchingThousandths: draft.matching,
    RequiresBoundCard: draft.requiresBoundCard,
    ExpiryMinutes: Number(draft.expiry),
    Settings: settings,
  };
}

/** The create or edit form of a channel, in a dialog. */
export function ChannelForm({ channel, onClose }: { channel: TChannel | null; onClose(): void }) {
  const texts = depositChannelsTexts.useTexts();
  const save = useSaveChannel();
  const [draft, setDraft] = useState(() => draftOf(channel));
  const [settingsError, setSettingsError] = useState<string | undefined>();
  const { fields } = texts;
  const text = (name: keyof TDraft & string, label: string, control?: ReactElement) => (
    <FormField label={label}>
      {control ?? (
        <input
          value={String(draft[name])}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        />
      )}
    </FormField>
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    let settings: unknown;
    try {
      settings = JSON.parse(draft.settings || '{}');
    } catch {
      settings = null;
    }
    if (settings === null || typeof settings !== 'object' || Array.isArray(settings)) {
      setSettingsError(fields.settingsInvalid);
      return;
    }
    setSettingsError(undefined);
    save.mutate(requestOf(draft, channel?.Id ?? null, settings as Record<string, unknown>), {
      onSuccess: onClose,
    });
  }

  const select = (name: 'type' | 'chain' | 'chargeKind', options: [string, string][]) => (
    <select
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
    >
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
  const check = (name: 'enabled' | 'matching' | 'requiresBoundCard', label: string) => (
    <label className="form-check">
      <input
        type="checkbox"
        checked={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.checked })}
      />{' '}
      {label}
    </label>
  );

  return (
    <Dialog
      title={channel ? fill(texts.editTitle, { name: channel.Name }) : texts.addTitle}
      onClose={onClose}
    >
      <Form submitLabel={texts.save} isBusy={save.isPending} error={save.error} onSubmit={submit}>
        {text('type', fields.type, select('type', Object.entries(texts.types)))}
        {draft.type === '5' &&
          text(
            'chain',
            fields.chain,
            select(
              'chain',
              usdtChainNames.map((chain) => [chain, chain]),
            ),
          )}
        {text('name', fields.name)}
        {text('min', fields.minAmount)}
        {text('max', fields.maxAmount)}
        {text('openFrom', fields.openFrom)}
        {text('openTo', fields.openTo)}
        {text('chargeKind', fields.chargeKind, select('chargeKind', Object.entries(texts.charge)))}
        {text('rateBps', fields.chargeRateBps)}
        {text('fixed', fields.chargeFixed)}
        {text('cap', fields.chargeCap)}
        {text('turnover', fields.turnoverPercent)}
        {text('vipLevels', fields.vipLevels)}
        {text('agents', fields.agents)}
        {text('sortOrder', fields.sortOrder)}
        {text('expiry', fields.expiryMinutes)}
        {draft.type === '1' && (
          <>
            {text('bankName', fields.bankName)}
            {text('bankAccountName', fields.bankAccountName)}
            {text('bankAccountNumber', fields.bankAccountNumber)}
            {text('bankBranch', fields.bankBranch)}
            {check('matching', fields.matching)}
          </>
        )}
        <FormField label={fields.settings} error={settingsError}>
          <textarea
            rows={3}
            value={draft.settings}
            onChange={(event) => setDraft({ ...draft, settings: event.target.value })}
          />
        </FormField>
        {check('requiresBoundCard', fields.requiresBoundCard)}
        {check('enabled', fields.enabled)}
      </Form>
    </Dialog>
  );
}
