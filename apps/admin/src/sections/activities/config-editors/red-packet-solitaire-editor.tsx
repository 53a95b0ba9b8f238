import { fill } from '../../../shared/i18n/define-texts.ts';
import { errorsBelow, type TConfigEditor, type TConfigEditorProps } from './config-editor-types.ts';
import { ListEnd } from './list-end.tsx';
import { newPrize, PrizeTableEditor } from './prize-table-editor.tsx';
import { rainEditorTexts } from './rain-editor-texts.ts';

/** Most packets a relay may have (the contract's bound). */
const maxPackets = 20;

/** redPacketSolitaire: the relay's packets in order, each its turnover threshold and prizes. */
function RedPacketSolitaireEditor({
  value,
  onChange,
  errors,
}: TConfigEditorProps<'redPacketSolitaire'>) {
  const texts = rainEditorTexts.useTexts().relay;
  const packets = value.Packets;
  const packetErrors = errorsBelow('Packets', errors);
  const setPackets = (Packets: typeof packets) => onChange({ ...value, Packets });
  const change = (index: number, patch: Partial<(typeof packets)[number]>) =>
    setPackets(packets.map((packet, at) => (at === index ? { ...packet, ...patch } : packet)));
  return (
    <div className="config-editor">
      <p className="form-hint">{texts.packetsHint}</p>
      {packets.map((packet, index) => (
        <fieldset key={index} className="config-group">
          <legend>{fill(texts.packet, { n: index + 1 })}</legend>
          <label>
            {fill(texts.turnover, { n: index + 1 })}{' '}
            <input
              inputMode="decimal"
              aria-invalid={packetErrors[`${index}.Turnover`] ? true : undefined}
              value={String(packet.Turnover)}
              onChange={(event) => change(index, { Turnover: event.target.value })}
            />
          </label>
          {packetErrors[`${index}.Turnover`] && (
            <p className="form-error" role="alert">
              {packetErrors[`${index}.Turnover`]}
            </p>
          )}
          <PrizeTableEditor
            label={fill(texts.packet, { n: index + 1 })}
            prizes={packet.Prizes}
            errors={errorsBelow(`${index}.Prizes`, packetErrors)}
            onChange={(Prizes) => change(index, { Prizes })}
          />
          <button
            type="button"
            className="button-link"
            disabled={packets.length <= 1}
            onClick={() => setPackets(packets.filter((_, at) => at !== index))}
          >
            {fill(texts.removePacket, { n: index + 1 })}
          </button>
        </fieldset>
      ))}
      <ListEnd
        error={packetErrors['']}
        addLabel={texts.addPacket}
        isFull={packets.length >= maxPackets}
        onAdd={() => setPackets([...packets, { Turnover: '', Prizes: [newPrize()] }])}
      />
    </div>
  );
}

export const redPacketSolitaireEditor: TConfigEditor<'redPacketSolitaire'> = {
  Editor: RedPacketSolitaireEditor,
  initial: () => ({
    Type: 'redPacketSolitaire',
    Packets: [{ Turnover: 0, Prizes: [newPrize()] }],
  }),
};
