import type { TAdminAccount } from '@lottery/contracts';
import { useState } from 'react';
import { z } from 'zod';
import { ErrorNotice } from '../../../shared/ui/error-notice.tsx';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { administratorsTexts } from '../administrators-texts.ts';
import { adminChanges, useAdminChange } from '../api/use-admin-change.ts';

/** The addresses an administrator may work from, one a line; the server checks each. */
export function AllowedNetworksEditor({ admin }: { admin: TAdminAccount }) {
  const texts = administratorsTexts.useTexts().detail;
  const [text, setText] = useState(admin.AllowedNetworks.join('\n'));
  const save = useAdminChange<{ AdminId: number; Networks: string[] }>(
    adminChanges.setAllowedNetworks,
    z.object({ Networks: z.array(z.string()) }),
  );
  const networks = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <div className="form">
      <FormField label={texts.networks} hint={texts.networksHint}>
        <textarea
          rows={3}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            save.reset();
          }}
        />
      </FormField>
      {save.error && <ErrorNotice error={save.error} />}
      <div className="form-actions">
        <button
          type="button"
          disabled={save.isPending}
          onClick={() => save.mutate({ AdminId: admin.AdminId, Networks: networks })}
        >
          {texts.saveNetworks}
        </button>
        {save.isSuccess && <span role="status">{texts.networksSaved}</span>}
      </div>
    </div>
  );
}
