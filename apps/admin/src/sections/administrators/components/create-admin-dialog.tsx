import { ZCreateAdminRequest } from '@lottery/contracts';
import { z } from 'zod';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { roleLabel } from '../../../shared/session/role-label.ts';
import { Dialog } from '@lottery/client-kit';
import { Form, FormField, useContractForm } from '../../../shared/ui/form-field.tsx';
import { administratorsTexts } from '../administrators-texts.ts';
import { useRoles } from '../api/list-roles.ts';
import { adminChanges, useAdminChange } from '../api/use-admin-change.ts';

/** A new administrator on the server's own schema; it enrols its authenticator at first login. */
export function CreateAdminDialog({ onClose }: { onClose(): void }) {
  const texts = administratorsTexts.useTexts().form;
  const roles = useRoles();
  const create = useAdminChange<z.output<typeof ZCreateAdminRequest>>(
    adminChanges.createAdmin,
    z.object({ AdminId: z.number() }),
  );
  const form = useContractForm(ZCreateAdminRequest, {
    LoginId: '',
    DisplayName: '',
    Password: '',
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => create.mutate(values, { onSuccess: onClose }));

  return (
    <Dialog title={texts.title} onClose={onClose} isBodyDescription={false}>
      <Form
        submitLabel={texts.submit}
        isBusy={create.isPending}
        error={create.error}
        onSubmit={(event) => void submit(event)}
      >
        <FormField label={texts.loginId} error={errors.LoginId?.message}>
          <input autoComplete="off" data-autofocus {...form.register('LoginId')} />
        </FormField>
        <FormField label={texts.displayName} error={errors.DisplayName?.message}>
          <input autoComplete="off" {...form.register('DisplayName')} />
        </FormField>
        <FormField label={texts.role} error={errors.RoleId?.message}>
          <select {...form.register('RoleId', { valueAsNumber: true })}>
            {roles.data?.Roles.map((role) => (
              <option key={role.RoleId} value={role.RoleId}>
                {roleLabel(role.Name, currentLanguage())}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          label={texts.password}
          error={errors.Password?.message}
          hint={texts.passwordHint}
        >
          <input type="password" autoComplete="new-password" {...form.register('Password')} />
        </FormField>
      </Form>
    </Dialog>
  );
}
