import { useMutation } from '@tanstack/react-query';
import type { EnquiryBody, EnquiryReceiptResponse } from '@storefront/contract/enquiries';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';

/** `POST api/Enquiry/v1/send`: the built-in Enquire Now form (brands without an external contact page). */
export function sendEnquiry(body: EnquiryBody) {
  return api.post<EnquiryReceiptResponse>(apiUrl.sendEnquiry(), body).then((r) => r.Data);
}

export const useSendEnquiry = () => useMutation({ mutationFn: sendEnquiry });
