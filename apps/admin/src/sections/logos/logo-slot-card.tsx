import type { TLogoSlot } from '@lottery/contracts';
import { useId } from 'react';
import { fill } from '../../shared/i18n/define-texts.ts';
import { ErrorNotice } from '../../shared/ui/error-notice.tsx';
import { useUploadLogo } from './logos-api.ts';
import { logosTexts } from './logos-texts.ts';

function LogoImage({
  slot,
  device,
  path,
  canManage,
}: {
  slot: TLogoSlot;
  device: 'PC' | 'Mobile';
  path: string;
  canManage: boolean;
}) {
  const texts = logosTexts.useTexts();
  const inputId = useId();
  const upload = useUploadLogo();
  const deviceName = device === 'PC' ? texts.pc : texts.mobile;
  return (
    <figure className="logo-image">
      <img src={path} alt={fill(texts.preview, { slot: texts.slots[slot], device: deviceName })} />
      <figcaption>
        {deviceName} · <code>{path}</code>
      </figcaption>
      {canManage && (
        <>
          <label className="button-link" htmlFor={inputId}>
            {upload.isPending ? texts.uploading : fill(texts.upload, { device: deviceName })}
          </label>
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/x-icon,.ico"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate({ slot, device, file });
            }}
          />
          {upload.isSuccess && <span role="status">{texts.uploaded}</span>}
          {upload.error && <ErrorNotice error={upload.error} />}
        </>
      )}
    </figure>
  );
}

/** One slot: its PC and mobile images (the favicon: one), each replaceable by an upload. */
export function LogoSlotCard({
  slot,
  pcPath,
  mobilePath,
  canManage,
}: {
  slot: TLogoSlot;
  pcPath: string;
  mobilePath: string | null;
  canManage: boolean;
}) {
  const texts = logosTexts.useTexts();
  return (
    <section className="detail-panel logo-slot" aria-label={texts.slots[slot]}>
      <h2 className="detail-title">{texts.slots[slot]}</h2>
      <div className="logo-images">
        <LogoImage slot={slot} device="PC" path={pcPath} canManage={canManage} />
        {mobilePath !== null && (
          <LogoImage slot={slot} device="Mobile" path={mobilePath} canManage={canManage} />
        )}
      </div>
    </section>
  );
}
