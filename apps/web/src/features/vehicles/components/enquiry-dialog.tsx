import { DEFAULT_ENQUIRY_CONSENT, EnquiryBody } from '@storefront/contract/enquiries';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert, FormNotice, SubmitButton, TextAreaField, TextField } from '../../../components/ui/form';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useSendEnquiry } from '../api/send-enquiry';
import './enquiry-dialog.css';

export interface EnquiryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brand: string;
  productId: number;
  title: string;
  /** The brand's consent line (BusinessInfo.EnquiryConsent); a default without it. */
  consent?: string;
}

/**
 * The built-in Enquire Now form (issue 16), for dealers without an external contact page: the car or part is
 * named and sent by its id, the visitor leaves a name, an email address or a phone number (one is enough) and a
 * question. Checked by the contract's schema before sending, and again by the server, whose field messages show
 * next to their fields; a refusal that belongs to no field (too many enquiries, the car just sold) shows above.
 */
export default function EnquiryDialog({
  open,
  onOpenChange,
  brand,
  productId,
  title,
  consent,
}: EnquiryDialogProps) {
  const mutation = useSendEnquiry();
  const form = useZodForm({
    schema: EnquiryBody,
    defaultValues: { Name: '', Email: '', Phone: '', Message: `I'm interested in the ${title}.` },
    toInput: (values) => ({ ...values, BrandFlavor: brand, ProductId: productId }),
    idPrefix: `enquiry-${productId}`,
  });
  const submit = form.handleSubmit((body) =>
    mutation.mutate(body, { onError: (error) => form.setServerError(error) }),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Enquire Now"
      description={
        <>
          About the <strong>{title}</strong>
        </>
      }
      className="enquiry-dialog"
    >
      {mutation.isSuccess ? (
        <div className="enquiry">
          <FormNotice>
            <p>
              Thank you. Your enquiry about the {mutation.data.ProductTitle} has been sent; the dealer will be
              in touch soon.
            </p>
          </FormNotice>
          <button type="button" className={buttonClass('primary')} onClick={() => onOpenChange(false)}>
            Done
          </button>
        </div>
      ) : (
        <form className="enquiry" onSubmit={submit} noValidate aria-label={`Enquiry about the ${title}`}>
          <FormAlert message={form.formError} />
          <TextField label="Your name" control={form.field('Name')} autoComplete="name" maxLength={120} />
          <p className="enquiry__either" id={`enquiry-${productId}-either`}>
            How should the dealer reach you? An email address or a phone number is enough.
          </p>
          <div className="enquiry__contact">
            <TextField
              label="Email"
              control={form.field('Email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              optional
              maxLength={254}
            />
            <TextField
              label="Phone"
              control={form.field('Phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              optional
              maxLength={20}
            />
          </div>
          <TextAreaField label="Your question" control={form.field('Message')} rows={4} maxLength={2000} />
          <p className="enquiry__consent">{consent || DEFAULT_ENQUIRY_CONSENT}</p>
          <SubmitButton pending={mutation.isPending} pendingLabel="Sending…">
            Send enquiry
          </SubmitButton>
        </form>
      )}
    </Dialog>
  );
}
