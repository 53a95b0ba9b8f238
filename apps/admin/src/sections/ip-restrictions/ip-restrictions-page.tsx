import { ZAddIpRestrictionRequest } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { ZIpRestriction } from '@lottery/contracts';
import { checkContract, type TFieldErrors } from '../../shared/forms/check-contract.ts';
import { fill } from '../../shared/i18n/define-texts.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { usePermissions } from '../../shared/session/session-store.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { Form, FormField } from '../../shared/ui/form-field.tsx';
import {
  ipRestrictionsQuery,
  useAddIpRestriction,
  useRemoveIpRestriction,
} from './ip-restrictions-api.ts';
import { ipRestrictionsTexts } from './ip-restrictions-texts.ts';

type TRestriction = z.infer<typeof ZIpRestriction>;
const column = createColumnHelper<TRestriction>();

function AddRestrictionForm() {
  const texts = ipRestrictionsTexts.useTexts();
  const add = useAddIpRestriction();
  const [values, setValues] = useState({ Network: '', Note: '' });
  const [errors, setErrors] = useState<TFieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkContract(ZAddIpRestrictionRequest, values, currentLanguage());
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok)
      add.mutate(checked.value, { onSuccess: () => setValues({ Network: '', Note: '' }) });
  }

  return (
    <Form onSubmit={submit} submitLabel={texts.add} isBusy={add.isPending} error={add.error}>
      <FormField label={texts.fields.network} error={errors.Network}>
        <input
          value={values.Network}
          onChange={(e) => setValues((v) => ({ ...v, Network: e.target.value }))}
        />
      </FormField>
      <FormField label={texts.fields.note} error={errors.Note}>
        <input
          value={values.Note}
          onChange={(e) => setValues((v) => ({ ...v, Note: e.target.value }))}
        />
      </FormField>
    </Form>
  );
}

/** Blocked addresses and networks: block one, unblock one (site.manage). */
export default function IpRestrictionsPage() {
  const texts = ipRestrictionsTexts.useTexts();
  const canManage = usePermissions().has('site.manage');
  const list = useQuery(ipRestrictionsQuery);
  const remove = useRemoveIpRestriction();
  const [removing, setRemoving] = useState<TRestriction | null>(null);

  const columns = [
    column.accessor('Network', { header: texts.columns.network }),
    column.accessor('Note', { header: texts.columns.note }),
    ...(canManage
      ? [
          column.display({
            id: 'actions',
            header: texts.columns.actions,
            cell: ({ row }) => (
              <button
                type="button"
                className="button-link"
                onClick={() => setRemoving(row.original)}
              >
                {texts.remove}
              </button>
            ),
          }),
        ]
      : []),
  ];

  return (
    <section>
      <div className="page-head">
        <h1>{texts.title}</h1>
      </div>
      <p className="form-hint">{texts.intro}</p>
      {canManage && <AddRestrictionForm />}
      <DataTable
        label={texts.table}
        columns={columns}
        rows={list.data?.Restrictions}
        rowId={(row) => String(row.Id)}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={texts.empty}
      />
      {removing && (
        <ConfirmDialog
          title={fill(texts.confirmRemove, { network: removing.Network })}
          effect={texts.removeEffect}
          confirmLabel={texts.remove}
          isDangerous
          isBusy={remove.isPending}
          error={remove.error}
          onCancel={() => setRemoving(null)}
          onConfirm={() => remove.mutate(removing.Id, { onSuccess: () => setRemoving(null) })}
        />
      )}
    </section>
  );
}
