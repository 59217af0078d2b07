import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UpdateCustomerBody } from '@storefront/contract/account';
import type { Customer } from '@storefront/contract/customer';
import { FormAlert, FormNotice, SubmitButton, TextField } from '../../../components/ui/form';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { updateCustomer } from '../api/profile';
import { afterRefresh } from '../../../lib/retry';
import { rememberCustomer } from '../api/session-store';
import { customerDetailsFields } from './customer-details-fields';

/** The customer's details as a form, and saving them: the stored customer and its queries take the answer. */
function useProfileSave(brand: string, customer: Customer) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const save = useMutation({ mutationFn: updateCustomer, ...afterRefresh });
  const form = useZodForm({
    schema: UpdateCustomerBody,
    defaultValues: {
      CustomerFirstName: customer.CustomerFirstName,
      CustomerLastName: customer.CustomerLastName,
      CustomerEmail: customer.CustomerEmail,
      CustomerMobile: customer.CustomerMobile ?? '',
      CustomerImageUrl: customer.CustomerImageUrl ?? '',
    },
    toInput: (values) => ({
      ...values,
      CustomerMobile: values.CustomerMobile.trim() || null,
      CustomerImageUrl: values.CustomerImageUrl.trim() || null,
    }),
    idPrefix: 'profile',
  });
  const submit = form.handleSubmit((body) => {
    setSaved(null);
    save.mutate(body, {
      onSuccess: ({ customer: updated, message }) => {
        rememberCustomer(brand, updated);
        queryClient.setQueriesData<Customer>({ queryKey: ['customer', brand] }, updated);
        setSaved(message);
      },
      // An email another account uses is that field's problem.
      onError: (error) => form.setServerError(error, { field: 'CustomerEmail', statuses: [409] }),
    });
  });
  return { form, save, saved, submit };
}

/** Names, email, mobile and picture of the signed-in customer (`POST api/Customer/updateCustomer`). */
export function ProfileForm({ brand, customer }: { brand: string; customer: Customer }) {
  const { form, save, saved, submit } = useProfileSave(brand, customer);

  return (
    <section className="account-card" aria-labelledby="profile-title">
      <h2 id="profile-title" className="account-card__title">
        Your details
      </h2>
      <form className="form" onSubmit={submit} noValidate aria-labelledby="profile-title">
        <FormAlert message={form.formError} />
        {customerDetailsFields(form, 'You log in with this address.')}
        <TextField
          label="Picture address"
          control={form.field('CustomerImageUrl')}
          type="url"
          inputMode="url"
          spellCheck={false}
          autoCapitalize="none"
          optional
          hint="An https:// link to a picture of you."
        />
        {saved ? (
          <FormNotice>
            <p>{saved}</p>
          </FormNotice>
        ) : null}
        <SubmitButton pending={save.isPending} pendingLabel="Saving…" className="form-submit--inline">
          Save details
        </SubmitButton>
      </form>
    </section>
  );
}
