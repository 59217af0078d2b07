import { useId, useState, type ChangeEvent } from 'react';
import { CreateBrandBody, type PlatformBrand } from '@storefront/contract/team';
import { FormAlert, FormNotice, SubmitButton, TextField } from '../../components/ui/form';
import { useZodForm } from '../../components/ui/use-zod-form';
import { errorMessage } from '../../lib/error-message';
import { useCreateBrand, usePlatformBrands } from '../api/team';
import './team.css';

/**
 * Platform admins: every brand with the size of its team, and a new brand from a brand file (the format of
 * `npm run brand -- import`, docs/brand-format.md) whose first owner is invited by email.
 */
export function BrandsScreen({ brand }: { brand: string }) {
  const brands = usePlatformBrands(brand);
  return (
    <div className="office">
      <div className="office__head">
        <h1>Brands</h1>
        <p className="admin__muted">Every brand on the platform; create one and invite its owner.</p>
      </div>
      <div className="team">
        <section className="office__panel team__lists" aria-labelledby="brands-list">
          <h2 id="brands-list">All brands</h2>
          {brands.isPending ? <p role="status">Loading brands…</p> : null}
          {brands.isError ? (
            <p role="alert" className="admin__error">
              {errorMessage(brands.error)}
            </p>
          ) : null}
          {brands.data?.length === 0 ? <p className="admin__muted">No brands yet.</p> : null}
          <ul className="team__list">
            {(brands.data ?? []).map((b) => (
              <BrandRow key={b.BrandId} brand={b} />
            ))}
          </ul>
        </section>
        <CreateBrandForm brand={brand} />
      </div>
    </div>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function BrandRow({ brand }: { brand: PlatformBrand }) {
  return (
    <li className="team__row">
      <div className="team__who">
        <strong>{brand.Name}</strong>
        <span className="team__email">
          {brand.Flavour} · BrandId {brand.BrandId}
        </span>
        <span className="admin__muted">
          {count(brand.Owners, 'owner', 'owners')} · {count(brand.Staff, 'staff member', 'staff members')}
          {brand.PendingInvitations > 0
            ? ` · ${count(brand.PendingInvitations, 'pending invitation', 'pending invitations')}`
            : ''}
        </span>
      </div>
      {brand.Owners === 0 ? <span className="chip chip--Placed">No owner yet</span> : null}
      {/* A full page load: the back office takes the colours of the brand it opens. */}
      <a className="team__action" href={`/${brand.Flavour}/admin/team`}>
        Open team<span className="visually-hidden"> of {brand.Name}</span>
      </a>
    </li>
  );
}

/** The brand file chosen, read as JSON as soon as it is chosen; anything else is refused with its name. */
function useBrandFile() {
  const [file, setFile] = useState<{ name: string; document: Record<string, unknown> } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(null);
    setFileError(null);
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    void chosen
      .text()
      .then((text) => {
        const parsed: unknown = JSON.parse(text);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
          throw new Error('not an object');
        setFile({ name: chosen.name, document: parsed as Record<string, unknown> });
      })
      .catch(() => setFileError(`${chosen.name} is not a JSON brand file`));
  };
  return { file, setFile, fileError, setFileError, choose };
}

function CreateBrandForm({ brand }: { brand: string }) {
  const create = useCreateBrand(brand);
  const fileId = useId();
  const { file, setFile, fileError, setFileError, choose } = useBrandFile();
  const [created, setCreated] = useState<{ flavour: string; name: string; email: string } | null>(null);
  // A new input after each brand: the chosen file does not linger for a second, refused, submission.
  const [inputKey, setInputKey] = useState(0);
  const form = useZodForm({
    schema: CreateBrandBody,
    defaultValues: { OwnerName: '', OwnerEmail: '' },
    // The file is read outside the form's text values; an unread file fails the schema's BrandFile check.
    toInput: (values) => ({ ...values, BrandFile: file?.document }),
    idPrefix: 'new-brand',
  });

  const submit = form.handleSubmit((body) => {
    setCreated(null);
    if (!file) {
      setFileError('Choose a brand file');
      return;
    }
    create.mutate(body, {
      onSuccess: (result) => {
        setCreated({
          flavour: result.Brand.Flavour,
          name: result.Brand.Name,
          email: result.Invitation.Email,
        });
        form.reset({ OwnerName: '', OwnerEmail: '' });
        setFile(null);
        setInputKey((k) => k + 1);
      },
      onError: (error) => form.setServerError(error, { field: 'OwnerEmail', statuses: [] }),
    });
  });
  const fileMessage = fileError ?? (form.formError && !file ? 'Choose a brand file' : null);

  return (
    <section className="office__panel team__invite" aria-labelledby="brands-create">
      <h2 id="brands-create">New brand</h2>
      <form className="form" onSubmit={submit} noValidate aria-labelledby="brands-create">
        <FormAlert message={file ? form.formError : null} />
        <BrandFileField id={fileId} inputKey={inputKey} message={fileMessage} onChange={choose} />
        <TextField label="Owner's name" control={form.field('OwnerName')} autoComplete="off" />
        <TextField
          label="Owner's email"
          type="email"
          control={form.field('OwnerEmail')}
          autoComplete="off"
          hint="They get a link to set their password."
        />
        <SubmitButton pending={create.isPending} pendingLabel="Creating…">
          Create brand and invite owner
        </SubmitButton>
        {created ? (
          <FormNotice>
            {created.name} is created and {created.email} is invited as its owner.{' '}
            <a href={`/${created.flavour}/admin/team`}>Open its team</a>
          </FormNotice>
        ) : null}
      </form>
    </section>
  );
}

/** The brand file to import, with what is wrong with it. */
function BrandFileField({
  id,
  inputKey,
  message,
  onChange,
}: {
  id: string;
  /** A new key empties the input (after a brand is created). */
  inputKey: number;
  message: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className={`field${message ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        Brand file (JSON)
      </label>
      <p id={`${id}-hint`} className="field__hint">
        The format of <code>npm run brand -- import</code>. An existing brand is never replaced here.
      </p>
      {message ? (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {message}
        </p>
      ) : null}
      <input
        key={inputKey}
        id={id}
        type="file"
        accept="application/json,.json"
        className="team__file"
        onChange={onChange}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
      />
    </div>
  );
}
