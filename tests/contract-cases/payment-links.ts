// Contract cases of the payment links operations (lib/openapi/operations/payment-links.ts).
import type { ContractCases, ContractEnv } from "@/tests/contract-cases/types";
import { createLinkFor, eventLinkBody, linkPaymentWithTickets, payByCard, PNG_BYTES } from "@/tests/factories/payment-links-api";

const link = async ({ key }: ContractEnv) => ({ path: { id: (await createLinkFor(key)).id } });

export const paymentLinkContractCases: ContractCases = {
  createPaymentLink: {},
  listPaymentLinks: {},
  getPaymentLink: { prepare: link },
  updatePaymentLink: { prepare: link },
  deactivatePaymentLink: { prepare: link },
  // The body is multipart/form-data: a 1×1 PNG in the field `file`.
  uploadPaymentLinkImage: {
    requestBody: () => {
      const form = new FormData();
      form.append("file", new Blob([PNG_BYTES as BlobPart], { type: "image/png" }), "poster.png");
      return form;
    },
  },
  listPaymentLinkTickets: { prepare: async ({ key }) => ({ path: { id: (await createLinkFor(key, eventLinkBody)).id } }) },
  // A paid ticket of an event link (held, then paid through the checkout), to check in.
  checkInTicket: {
    prepare: async ({ key, merchant }) => {
      const event = await createLinkFor(key, eventLinkBody);
      const { payment, references } = await linkPaymentWithTickets({ merchantId: merchant.merchant.id, linkId: event.id, tickets: [{ typeId: event.ticket_types![0].id, attendee: "Abebe Kebede" }] });
      await payByCard(payment.checkoutToken);
      return { path: { id: event.id, reference: references[0] } };
    },
  },
};
