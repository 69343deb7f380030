// Generated from the OpenAPI document by `npm run openapi:client` (scripts/generate-api-client.ts). Do not edit.
export interface paths {
    "/v2/payments/hosted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Initialize a hosted payment
         * @description Creates a payment and its checkout session. Redirect the customer to `checkout_url`; learn the outcome by webhook (`payment.success`, …) or by verifying. The checkout expires after an hour.
         */
        post: operations["createHostedPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/payments/{reference}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify a payment
         * @description The payment's current state, by gateway reference or merchant reference. Check `status` is `success` (and the amount and currency) before you deliver the goods.
         */
        get: operations["verifyPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment methods
         * @description The methods a checkout can offer, with their pricing; `?currency=` narrows the list to one currency.
         */
        get: operations["listPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI document
         * @description The OpenAPI 3.1 document of the /v2 API. It needs no key. Unlike every other operation, it answers with the document itself, not an envelope.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payments
         * @description Your payments in the key's mode, newest first (by `created_at`, then `gateway_reference`), filtered by the parameters given (combined with AND). Page with `cursor` (prefer it: payments created while you page never shift a page, and deep pages stay fast) or with `page` (an offset). Every answer carries `next_cursor` and `prev_cursor`, so you can switch to cursors from any page; there is no total count. Unlike other endpoints, every bad parameter here, an unknown or repeated one included, is `400 INVALID_VALUE` naming it (the spec's code for list filters). Another merchant's payments are never listed: a reference of theirs matches nothing. The spec lists `Content-Type: application/json` for this GET; send it if you like, but it is not required (a GET has no body for it to describe).
         */
        get: operations["listPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/payments/{reference}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a payment
         * @description Refunds all or part of a successful payment: without `amount`, everything still refundable. Partial refunds can follow each other until the payment is fully refunded; the payment becomes `partially_refunded`, then `fully_refunded`, and a `payment.partially_refunded` / `payment.fully_refunded` event is sent. The whole refund comes out of your available balance (subaccount shares stay with the subaccounts, and the service fee is not returned), so it needs that balance. Nothing is written when the request is refused.
         */
        post: operations["createRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/refunds/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a refund
         * @description One refund, by its gateway reference (`rfd_…`) or your merchant_reference. The payment's own state is in verify.
         */
        get: operations["getRefund"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/splits/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a split
         * @description What a split payment would pay each party, computed exactly as POST /v2/payments/hosted would (same rules, same rounding), writing nothing. With `payment_method` the fee is that method's; without it, the highest fee among the methods the payment would allow, which is what initialization checks against. With `fee_bearer: "subaccounts"` the subaccounts bear the fee in proportion to their shares; with `merchant` (the default) it comes out of the merchant's remainder.
         */
        post: operations["previewSplit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers
         * @description Your customer profiles in the key's mode, newest first, with their numbers, paged by cursor. Filters combine with AND. Profiles exist only while customer profiles are on (dashboard Settings, off by default): each payment created with a customer email or phone number is then filed under one profile of the key's mode, found by email, else by phone number.
         */
        get: operations["listCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a customer
         * @description One customer profile with its numbers and its newest 50 payments (newest first; the payment list pages through the rest). Profiles exist only while customer profiles are on (dashboard Settings, off by default): each payment created with a customer email or phone number is then filed under one profile of the key's mode, found by email, else by phone number.
         */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description Everything that happened to your objects in the key's mode, newest first, as webhooks deliver it: each event with the object as it was then. Events are kept indefinitely, so a receiver that missed webhooks can catch up by walking the feed with `cursor`.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an event
         * @description One event, with the object as it was when the event happened. Its id is the `id` of the webhook deliveries that carried it.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve your account
         * @description The merchant and mode your key belongs to: a cheap way to check a key works and which mode it is for.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List banks and wallets
         * @description The banks and mobile-money wallets that can receive settlements and payouts, with the `slug` to send as `bank_slug`. Each entry says what its account numbers look like and gives one the API accepts; wallet numbers are stored and answered in E.164 (`+256776467224`), bank account numbers as digits only.
         */
        get: operations["listBanks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve balances
         * @description Your balances in the key's mode, per currency, derived from the ledger: `available` (payouts and refunds come out of it), `pending` (held for payouts on their way) and, for reference, what your subaccounts hold.
         */
        get: operations["getBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/balances/test-funds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add test funds
         * @description Test mode only: adds money to your available balance through the ledger, as the dashboard's "Add test funds" does, so you can script payout and refund tests without taking payments first. Answers with your balances after it.
         */
        post: operations["addTestFunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        FieldError: {
            /** @description The field, dotted for nested ones (`customer.email`, `subaccounts.0.split_value`) */
            field: string;
            message: string;
        };
        Payment: {
            gateway_reference: string;
            merchant_reference: string | null;
            status: components["schemas"]["PaymentStatus"];
            /**
             * @description In major units (USD 25.50 is 25.5; UGX and DJF have no decimals)
             * @example 25.5
             */
            amount: number;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            /** @description The fee, once a method is chosen */
            service_fee: number | null;
            amount_refunded: number;
            payment_method: string | null;
            payment_type: string;
            /** @enum {string} */
            fee_bearer: "merchant" | "subaccounts";
            customer: components["schemas"]["PaymentCustomer"];
            /** @description Your meta object, as you sent it, or null */
            meta: {
                [key: string]: unknown;
            } | null;
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            attempts: number;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            expires_at: string;
            paid_at: string | null;
            /** @description The split rules and shares, for a split payment */
            split?: components["schemas"]["PaymentSplit"][];
        };
        /**
         * @description `success` means paid. See the spec's states and transitions.
         * @enum {string}
         */
        PaymentStatus: "pending" | "auth_needed" | "success" | "failed" | "cancelled" | "incomplete" | "blocked" | "partially_refunded" | "fully_refunded";
        PaymentCustomer: {
            first_name: string | null;
            last_name: string | null;
            email: string | null;
            phone_number: string | null;
        };
        PaymentSplit: {
            subaccount_reference: string;
            /** @enum {string} */
            split_type: "percentage" | "flat";
            /** @description Percent (3 means 3%) or an amount in major units */
            split_value: number;
            /**
             * @description The subaccount's share of the payment
             * @example 25.5
             */
            amount: number;
            /** @description The share's part of the service fee; null until a method sets the fee */
            fee: number | null;
        };
        PaymentMethod: {
            /** @enum {string} */
            id: "card" | "telebirr" | "cbebirr" | "mpesa" | "ebirr" | "awash_birr" | "mtn_momo" | "airtel_money" | "waafi" | "d_money" | "bank_transfer";
            name: string;
            /** @enum {string} */
            type: "card" | "wallet" | "bank_transfer";
            currencies: ("USD" | "ETB" | "UGX" | "DJF")[];
            /** @description false when no processor serves this mode */
            available: boolean;
            pricing: {
                /**
                 * @example ETB
                 * @enum {string}
                 */
                currency: "USD" | "ETB" | "UGX" | "DJF";
                percentage: number;
                minimum: number;
            }[];
        };
        PaymentListItem: {
            /** @description The gateway's reference of the payment (`pay_…`) */
            gateway_reference: string;
            merchant_reference: string | null;
            payment_type: string;
            /**
             * @description In major units (USD 25.50 is 25.5; UGX and DJF have no decimals)
             * @example 25.5
             */
            amount: number;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            status: components["schemas"]["PaymentStatus"];
            /** @description The payment method; null until the customer chooses one */
            payment_method: string | null;
            /** @description The fee, once a method is chosen */
            service_fee: number | null;
            customer: components["schemas"]["PaymentCustomer"];
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
        };
        /** @description Cursors come with every answer, so you can switch from page numbers to cursors on any page. There is no total count. */
        PaymentListPagination: {
            /** @description Records in this page */
            limit: number;
            per_page: number;
            /** @description Whether next_cursor leads to more records */
            has_more: boolean;
            /** @description Pass as `cursor` for the next page; null on the last page */
            next_cursor: string | null;
            /** @description Pass as `cursor` for the previous page; null on the first page */
            prev_cursor: string | null;
            /** @description The page number; present when paging by number (without `cursor`) */
            page?: number;
        };
        /** @description The refund, and under `payment` the payment after it (its status and amount_refunded) */
        RefundCreated: {
            /** @description The gateway's reference of the refund (`rfd_…`) */
            refund_reference: string;
            /** @description The refunded payment's gateway reference (`pay_…`) */
            payment_reference: string;
            /** @description Your reference for the refund, as you sent it, or null */
            merchant_reference: string | null;
            /**
             * @description The amount refunded, in major units of the payment's currency
             * @example 25.5
             */
            amount: number;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            reason: string | null;
            /**
             * @description A refund is booked in full when it is created, so it is always `succeeded`
             * @enum {string}
             */
            status: "succeeded";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            payment: components["schemas"]["Payment"];
        };
        Refund: {
            /** @description The gateway's reference of the refund (`rfd_…`) */
            refund_reference: string;
            /** @description The refunded payment's gateway reference (`pay_…`) */
            payment_reference: string;
            /** @description Your reference for the refund, as you sent it, or null */
            merchant_reference: string | null;
            /**
             * @description The amount refunded, in major units of the payment's currency
             * @example 25.5
             */
            amount: number;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            reason: string | null;
            /**
             * @description A refund is booked in full when it is created, so it is always `succeeded`
             * @enum {string}
             */
            status: "succeeded";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
        };
        SplitPreview: {
            /**
             * @description In major units (USD 25.50 is 25.5; UGX and DJF have no decimals)
             * @example 25.5
             */
            amount: number;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            /** @description The fee of payment_method when given, else the highest fee among the methods the payment would allow */
            service_fee: number;
            /**
             * @description Which fee service_fee is: the payment_method you gave, or `highest_fee_of_allowed_methods`
             * @enum {string}
             */
            fee_basis: "highest_fee_of_allowed_methods" | "card" | "telebirr" | "cbebirr" | "mpesa" | "ebirr" | "awash_birr" | "mtn_momo" | "airtel_money" | "waafi" | "d_money" | "bank_transfer";
            /** @enum {string} */
            fee_bearer: "merchant" | "subaccounts";
            /** @description One per split rule, in the order given */
            shares: components["schemas"]["SplitPreviewShare"][];
            /** @description What the merchant keeps: amount − shares − the fee it bears */
            merchant_net: number;
        };
        SplitPreviewShare: {
            subaccount_reference: string;
            subaccount_name: string;
            /** @enum {string} */
            split_type: "percentage" | "flat";
            /** @description Percent (3 means 3%) or an amount in major units, as the rule or the subaccount's default gives it */
            split_value: number;
            /**
             * @description The subaccount's share
             * @example 25.5
             */
            amount: number;
            /** @description The share's part of the service fee: 0 unless fee_bearer is `subaccounts` */
            fee: number;
        };
        CustomerProfile: {
            /** @description The profile's id (`cus_…`) */
            id: string;
            /** @description Lower-cased */
            email: string | null;
            /** @description As stored: spaces, brackets and dashes removed */
            phone_number: string | null;
            first_name: string | null;
            last_name: string | null;
            /** @description Every payment filed under the profile, whatever its status */
            payments_count: number;
            /** @description Per currency (alphabetical) with a paid payment: the paid amounts less what was refunded of them; `[]` when nothing was paid */
            total_paid: {
                /**
                 * @example ETB
                 * @enum {string}
                 */
                currency: "USD" | "ETB" | "UGX" | "DJF";
                /**
                 * @description In major units (USD 25.50 is 25.5; UGX and DJF have no decimals)
                 * @example 25.5
                 */
                amount: number;
            }[];
            /** @description created_at of the newest filed payment (any status), or null */
            last_payment_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
        };
        CursorPagination: {
            /** @description Records in this page */
            limit: number;
            per_page: number;
            /** @description Whether next_cursor leads to more records */
            has_more: boolean;
            /** @description Pass as `cursor` for the next page; null on the last page */
            next_cursor: string | null;
            /** @description Pass as `cursor` for the previous page; null on the first page */
            prev_cursor: string | null;
        };
        CustomerDetail: {
            /** @description The profile's id (`cus_…`) */
            id: string;
            /** @description Lower-cased */
            email: string | null;
            /** @description As stored: spaces, brackets and dashes removed */
            phone_number: string | null;
            first_name: string | null;
            last_name: string | null;
            /** @description Every payment filed under the profile, whatever its status */
            payments_count: number;
            /** @description Per currency (alphabetical) with a paid payment: the paid amounts less what was refunded of them; `[]` when nothing was paid */
            total_paid: {
                /**
                 * @example ETB
                 * @enum {string}
                 */
                currency: "USD" | "ETB" | "UGX" | "DJF";
                /**
                 * @description In major units (USD 25.50 is 25.5; UGX and DJF have no decimals)
                 * @example 25.5
                 */
                amount: number;
            }[];
            /** @description created_at of the newest filed payment (any status), or null */
            last_payment_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description The profile's newest 50 payments, newest first; the payment list pages through the rest */
            payments: components["schemas"]["PaymentListItem"][];
        };
        Event: {
            /** @description The event's id (`evt_…`); webhook deliveries of the event carry it as `id` */
            id: string;
            /**
             * @description What happened
             * @enum {string}
             */
            type: "payment.success" | "payment.failed" | "payment.cancelled" | "payment.incomplete" | "payment.auth_needed" | "payment.blocked" | "payment.partially_refunded" | "payment.fully_refunded" | "payment.duplicate_charge_refunded" | "payout.pending" | "payout.processing" | "payout.success" | "payout.failed" | "payout.blocked" | "payout.auth_needed" | "payout.otp_needed" | "payout.reversed" | "virtual_account.credited" | "virtual_account.debited" | "webhook_endpoint.test";
            /**
             * @description The kind of object the event is about
             * @enum {string}
             */
            object_type: "payment" | "payout" | "virtual_account" | "webhook_endpoint";
            /** @description The object's reference: `pay_…`, `po_…`, `va_…` or `whe_…` */
            object_id: string;
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /** @description The object as it was when the event happened. `payment`: the payment as verify shows it (without `split`), plus what the event adds: `attempt` (the attempt's number), `reason` (failed, cancelled, incomplete, blocked), `challenge` (auth_needed), `refund_reference` and `refund_amount` (refunds), `duplicate_charge` (payment.duplicate_charge_refunded). `payout`: the payout as its verify shows it, plus `previous_status`. `virtual_account`: the credit or debit with `virtual_account_id`. `webhook_endpoint` (webhook_endpoint.test): `message` and `webhook_endpoint`. */
            data: {
                [key: string]: unknown;
            };
        };
        MerchantAccount: {
            /** @description Your merchant account's id (`mch_…`) */
            merchant_id: string;
            business_name: string;
            /**
             * @description The mode of the key you called with
             * @enum {string}
             */
            mode: "test" | "live";
        };
        Bank: {
            /**
             * @description The bank_slug to send for a subaccount or payout account
             * @enum {string}
             */
            slug: "cbe" | "awash" | "dashen" | "boa" | "telebirr" | "cbebirr" | "mpesa_et" | "stanbic_ug" | "centenary" | "mtn_momo_ug" | "airtel_ug" | "bcimr" | "cac" | "waafi" | "d_money" | "cbe_usd" | "stanbic_ug_usd" | "bcimr_usd";
            name: string;
            /** @enum {string} */
            type: "bank" | "wallet";
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            /** @description What an account number looks like, for people: `13 digits`, `mobile number, e.g. …` */
            account_number_format: string;
            /** @description An account number in the form it is stored and answered, which the API accepts */
            account_number_example: string;
        };
        Balance: {
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            /**
             * @description Spendable now: payouts and refunds come out of it
             * @example 25.5
             */
            available: number;
            /**
             * @description Held for your payouts on their way (amounts and fees)
             * @example 25.5
             */
            pending: number;
            /**
             * @description What your subaccounts hold in total, for reference; not yours to spend
             * @example 25.5
             */
            subaccounts: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createHostedPayment: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 250,
                 *       "currency": "ETB",
                 *       "merchant_reference": "order-1001",
                 *       "customer": {
                 *         "first_name": "Abebe",
                 *         "last_name": "Bikila",
                 *         "email": "abebe@example.com",
                 *         "phone_number": "+251911234567"
                 *       },
                 *       "return_url": "https://shop.example/orders/1001",
                 *       "meta": {
                 *         "order_id": "1001"
                 *       }
                 *     }
                 */
                "application/json": {
                    amount: number;
                    currency: string;
                    merchant_reference?: string;
                    customer?: {
                        first_name?: string;
                        last_name?: string;
                        email?: string;
                        phone_number?: string;
                    };
                    preferred_payment_methods?: string[];
                    subaccounts?: {
                        subaccount_reference: string;
                        split_type?: string;
                        split_value?: number;
                    }[];
                    /** @enum {string} */
                    fee_bearer?: "merchant" | "subaccounts";
                    /** @description Your own key-value data, returned as given: at most 50 keys, keys at most 100 characters, at most 8 KB as JSON; `__proto__` is refused as a key at any depth. */
                    meta?: {
                        [key: string]: unknown;
                    };
                    return_url?: string;
                    customization?: {
                        title?: string;
                        description?: string;
                        logo?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Hosted payment initialized */
            201: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description Present when this is a stored answer replayed for a repeated Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Hosted payment initialized",
                     *       "data": {
                     *         "gateway_reference": "pay_4cBq8kPz1xTn0aLm2VwQeR",
                     *         "merchant_reference": "order-1001",
                     *         "checkout_url": "https://gateway.example/checkout/cs_test_9Qe1hV0pLx2Zr7Tn4Ba6Yc3Wd8Kf5Mj1Sg",
                     *         "created_at": "2026-11-23T08:00:00.000Z",
                     *         "expires_at": "2026-11-23T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: {
                            /** @description The gateway's reference of the payment (`pay_…`) */
                            gateway_reference: string;
                            merchant_reference: string | null;
                            /**
                             * Format: uri
                             * @description Send the customer here to pay
                             */
                            checkout_url: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-23T08:15:30.123Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description After this, the checkout no longer takes attempts
                             * @example 2026-11-23T08:15:30.123Z
                             */
                            expires_at: string;
                        };
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: A value is out of range: unsupported currency, an amount that is not positive, has too many decimals or exceeds the limit, an unknown or unavailable payment method, bad split rules, or a fee larger than the merchant's share.
             *
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding.
             *
             *     `VALIDATION_ERROR`: The body or query does not match the schema: a missing or mistyped field, an unknown field (schemas are strict).
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_VALUE" | "INVALID_FORMAT" | "VALIDATION_ERROR";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing or malformed, the key is unknown, revoked, expired or public, or the object belongs to the other mode. */
            401: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `NOT_FOUND`: A subaccount named in subaccounts does not exist in this mode. */
            404: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /**
             * @description `RESOURCE_CONFLICT`: merchant_reference is already used by another payment of this mode.
             *
             *     `IDEMPOTENCY_KEY_IN_USE`: A request with the same Idempotency-Key is still running.
             */
            409: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "RESOURCE_CONFLICT" | "IDEMPOTENCY_KEY_IN_USE";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `IDEMPOTENCY_KEY_MISMATCH`: The Idempotency-Key was used before with a different request. */
            422: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "IDEMPOTENCY_KEY_MISMATCH";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `PROCESSING_FAILED`: An unexpected failure on our side; retry later, quoting the request id. */
            500: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "PROCESSING_FAILED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    verifyPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment's gateway reference (`pay_…`) or your merchant_reference */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payment retrieved */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Payment retrieved",
                     *       "data": {
                     *         "gateway_reference": "pay_4cBq8kPz1xTn0aLm2VwQeR",
                     *         "merchant_reference": "order-1001",
                     *         "status": "success",
                     *         "amount": 250,
                     *         "currency": "ETB",
                     *         "service_fee": 7.5,
                     *         "amount_refunded": 0,
                     *         "payment_method": "telebirr",
                     *         "payment_type": "Hosted",
                     *         "fee_bearer": "merchant",
                     *         "customer": {
                     *           "first_name": "Abebe",
                     *           "last_name": "Bikila",
                     *           "email": "abebe@example.com",
                     *           "phone_number": "+251911234567"
                     *         },
                     *         "meta": {
                     *           "order_id": "1001"
                     *         },
                     *         "mode": "test",
                     *         "attempts": 1,
                     *         "created_at": "2026-11-23T08:00:00.000Z",
                     *         "updated_at": "2026-11-23T08:02:11.000Z",
                     *         "expires_at": "2026-11-23T09:00:00.000Z",
                     *         "paid_at": "2026-11-23T08:02:11.000Z",
                     *         "split": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["Payment"];
                    };
                };
            };
            /** @description `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding. */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_FORMAT";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing or malformed, the key is unknown, revoked, expired or public, or the object belongs to the other mode. */
            401: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `NOT_FOUND`: No payment of this mode has that reference. */
            404: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `PROCESSING_FAILED`: An unexpected failure on our side; retry later, quoting the request id. */
            500: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "PROCESSING_FAILED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    listPaymentMethods: {
        parameters: {
            query?: {
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payment methods retrieved */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Payment methods retrieved",
                     *       "data": [
                     *         {
                     *           "id": "telebirr",
                     *           "name": "telebirr",
                     *           "type": "wallet",
                     *           "currencies": [
                     *             "ETB"
                     *           ],
                     *           "available": true,
                     *           "pricing": [
                     *             {
                     *               "currency": "ETB",
                     *               "percentage": 3,
                     *               "minimum": 1
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["PaymentMethod"][];
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: currency is not a supported currency.
             *
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding.
             *
             *     `VALIDATION_ERROR`: The body or query does not match the schema: a missing or mistyped field, an unknown field (schemas are strict).
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_VALUE" | "INVALID_FORMAT" | "VALIDATION_ERROR";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing or malformed, the key is unknown, revoked, expired or public, or the object belongs to the other mode. */
            401: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `PROCESSING_FAILED`: An unexpected failure on our side; retry later, quoting the request id. */
            500: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "PROCESSING_FAILED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openapi": "3.1.0",
                     *       "info": {
                     *         "title": "Gateway API",
                     *         "version": "2.0.0"
                     *       },
                     *       "paths": {}
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        openapi: "3.1.0";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding. */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_FORMAT";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `PROCESSING_FAILED`: An unexpected failure on our side; retry later, quoting the request id. */
            500: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "PROCESSING_FAILED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    listPayments: {
        parameters: {
            query?: {
                /** @description A gateway reference (`pay_…`) or your merchant_reference, exact */
                reference?: string;
                /** @description A payment status: pending, auth_needed, success, failed, cancelled, incomplete, blocked, partially_refunded, fully_refunded; `completed` means success */
                status?: string;
                /** @description USD, ETB, UGX or DJF, any case */
                currency?: string;
                /** @description The customer's e-mail address, exact (any case) */
                email?: string;
                /** @description Created at or after: a day (2026-11-23) or an ISO 8601 time */
                from?: string;
                /** @description Created before: a day (then that whole day is included) or an ISO 8601 time */
                to?: string;
                /** @description A next_cursor or prev_cursor of an earlier answer (with the same filters); takes precedence over page */
                cursor?: string;
                /** @description Page number (an offset: prefer cursors); default 1 */
                page?: number;
                /** @description Items per page, 1–100 */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payments retrieved */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Payments retrieved",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "gateway_reference": "pay_4cBq8kPz1xTn0aLm2VwQeR",
                     *             "merchant_reference": "order-1001",
                     *             "payment_type": "Hosted",
                     *             "amount": 250,
                     *             "currency": "ETB",
                     *             "status": "success",
                     *             "payment_method": "telebirr",
                     *             "service_fee": 3.75,
                     *             "customer": {
                     *               "first_name": "Abebe",
                     *               "last_name": "Bikila",
                     *               "email": "abebe@example.com",
                     *               "phone_number": "+251911234567"
                     *             },
                     *             "created_at": "2026-11-23T08:00:00.000Z",
                     *             "updated_at": "2026-11-23T08:02:11.000Z"
                     *           }
                     *         ],
                     *         "pagination": {
                     *           "next_cursor": "WzEsImNyZWF0ZWRfYXQiLCJkZXNjIiwiMjAyNi0xMS0yM1QwODowMDowMC4wMDBaIiwicGF5XzRjQnE4a1B6MXhUbjBhTG0yVndRZVIiLCJuZXh0Il0.q9TnX1sVb2kLr8ZpA4cW3g",
                     *           "prev_cursor": null,
                     *           "limit": 1,
                     *           "has_more": true,
                     *           "page": 1,
                     *           "per_page": 20
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: {
                            items: components["schemas"]["PaymentListItem"][];
                            pagination: components["schemas"]["PaymentListPagination"];
                        };
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: A parameter is not accepted: an unknown status or currency, an e-mail that is not an address, an empty reference, a malformed date, `from` not before `to`, `page` below 1, `per_page` outside 1–100, a forged, edited or foreign cursor, a parameter given twice, or a parameter not listed here.
             *
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding.
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_VALUE" | "INVALID_FORMAT";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing or malformed, the key is unknown, revoked, expired or public, or the object belongs to the other mode. */
            401: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `PROCESSING_FAILED`: An unexpected failure on our side; retry later, quoting the request id. */
            500: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "PROCESSING_FAILED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    createRefund: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The payment's gateway reference (`pay_…`) or your merchant_reference */
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 25,
                 *       "reason": "One item returned",
                 *       "merchant_reference": "refund-1001-1"
                 *     }
                 */
                "application/json": {
                    /** @description In major units of the payment's currency, at most what is still refundable; omit it to refund all of that */
                    amount?: number;
                    /** @description Why, for your records and the dashboard */
                    reason?: string;
                    /** @description Your own reference for the refund, unique among your refunds of this mode; GET /v2/refunds/{reference} finds the refund by it */
                    merchant_reference?: string;
                };
            };
        };
        responses: {
            /** @description Refund created */
            201: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description Present when this is a stored answer replayed for a repeated Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Refund created",
                     *       "data": {
                     *         "refund_reference": "rfd_7Hk2Pq9sLm4Tz1Xc8Vb3Nw",
                     *         "payment_reference": "pay_4cBq8kPz1xTn0aLm2VwQeR",
                     *         "merchant_reference": "refund-1001-1",
                     *         "amount": 25,
                     *         "currency": "USD",
                     *         "reason": "One item returned",
                     *         "status": "succeeded",
                     *         "mode": "test",
                     *         "created_at": "2026-11-24T09:30:00.000Z",
                     *         "payment": {
                     *           "gateway_reference": "pay_4cBq8kPz1xTn0aLm2VwQeR",
                     *           "merchant_reference": "order-1001",
                     *           "status": "partially_refunded",
                     *           "amount": 100,
                     *           "currency": "USD",
                     *           "service_fee": 2.9,
                     *           "amount_refunded": 25,
                     *           "payment_method": "card",
                     *           "payment_type": "Hosted",
                     *           "fee_bearer": "merchant",
                     *           "customer": {
                     *             "first_name": "Abebe",
                     *             "last_name": "Bikila",
                     *             "email": "abebe@example.com",
                     *             "phone_number": "+251911234567"
                     *           },
                     *           "meta": {
                     *             "order_id": "1001"
                     *           },
                     *           "mode": "test",
                     *           "attempts": 1,
                     *           "created_at": "2026-11-23T08:00:00.000Z",
                     *           "updated_at": "2026-11-24T09:30:00.000Z",
                     *           "expires_at": "2026-11-23T09:00:00.000Z",
                     *           "paid_at": "2026-11-23T08:02:11.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["RefundCreated"];
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: amount is not above zero, has more decimals than the currency, or exceeds what can still be refunded.
             *
             *     `INSUFFICIENT_BALANCE`: Your available balance in the payment's currency does not cover the refund.
             *
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding.
             *
             *     `VALIDATION_ERROR`: The body or query does not match the schema: a missing or mistyped field, an unknown field (schemas are strict).
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_VALUE" | "INSUFFICIENT_BALANCE" | "INVALID_FORMAT" | "VALIDATION_ERROR";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing or malformed, the key is unknown, revoked, expired or public, or the object belongs to the other mode. */
            401: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `NOT_FOUND`: No payment of this mode has that reference. */
            404: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /**
             * @description `INVALID_STATE`: The payment is not `success` or `partially_refunded` (not paid yet, failed, or already fully refunded).
             *
             *     `RESOURCE_CONFLICT`: merchant_reference is already used by another of your refunds in this mode.
             *
             *     `IDEMPOTENCY_KEY_IN_USE`: A request with the same Idempotency-Key is still running.
             */
            409: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_STATE" | "RESOURCE_CONFLICT" | "IDEMPOTENCY_KEY_IN_USE";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `IDEMPOTENCY_KEY_MISMATCH`: The Idempotency-Key was used before with a different request. */
            422: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "IDEMPOTENCY_KEY_MISMATCH";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `PROCESSING_FAILED`: An unexpected failure on our side; retry later, quoting the request id. */
            500: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "PROCESSING_FAILED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    getRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The refund's gateway reference (`rfd_…`) or the merchant_reference you gave it */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Refund retrieved */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Refund retrieved",
                     *       "data": {
                     *         "refund_reference": "rfd_7Hk2Pq9sLm4Tz1Xc8Vb3Nw",
                     *         "payment_reference": "pay_4cBq8kPz1xTn0aLm2VwQeR",
                     *         "merchant_reference": "refund-1001-1",
                     *         "amount": 25,
                     *         "currency": "USD",
                     *         "reason": "One item returned",
                     *         "status": "succeeded",
                     *         "mode": "test",
                     *         "created_at": "2026-11-24T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["Refund"];
                    };
                };
            };
            /** @description `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding. */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_FORMAT";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing or malformed, the key is unknown, revoked, expired or public, or the object belongs to the other mode. */
            401: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `NOT_FOUND`: No refund of yours has that reference. */
            404: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `PROCESSING_FAILED`: An unexpected failure on our side; retry later, quoting the request id. */
            500: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "PROCESSING_FAILED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    previewSplit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 1000,
                 *       "currency": "ETB",
                 *       "subaccounts": [
                 *         {
                 *           "subaccount_reference": "sub_9Rt2Wq7Kx4Lm1Pz8Vn3Bc6",
                 *           "split_type": "percentage",
                 *           "split_value": 10
                 *         }
                 *       ],
                 *       "fee_bearer": "merchant",
                 *       "payment_method": "telebirr"
                 *     }
                 */
                "application/json": {
                    /** @description The payment's amount, in major units */
                    amount: number;
                    /** @description USD, ETB, UGX or DJF (any case); every subaccount named must receive this currency */
                    currency: string;
                    /** @description The split rules, as POST /v2/payments/hosted takes them: at most 10, each subaccount once */
                    subaccounts: {
                        /** @description An active subaccount of this mode (`sub_…`) */
                        subaccount_reference: string;
                        /** @description `percentage` or `flat`; with split_value, or neither to use the subaccount's default */
                        split_type?: string;
                        /** @description Percent (3 means 3%, above 0 and at most 100, two decimals) or an amount in major units */
                        split_value?: number;
                    }[];
                    /**
                     * @description Who pays the service fee: `merchant` (default) or `subaccounts`
                     * @enum {string}
                     */
                    fee_bearer?: "merchant" | "subaccounts";
                    /** @description Use this method's fee; without it, the highest fee among the methods the payment would allow */
                    payment_method?: string;
                    /** @description As for POST /v2/payments/hosted: narrows the allowed methods when your settings restrict the checkout to them */
                    preferred_payment_methods?: string[];
                };
            };
        };
        responses: {
            /** @description Split preview */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Split preview",
                     *       "data": {
                     *         "amount": 1000,
                     *         "currency": "ETB",
                     *         "service_fee": 15,
                     *         "fee_basis": "telebirr",
                     *         "fee_bearer": "merchant",
                     *         "shares": [
                     *           {
                     *             "subaccount_reference": "sub_9Rt2Wq7Kx4Lm1Pz8Vn3Bc6",
                     *             "subaccount_name": "Partner Store",
                     *             "split_type": "percentage",
                     *             "split_value": 10,
                     *             "amount": 100,
                     *             "fee": 0
                     *           }
                     *         ],
                     *         "merchant_net": 885
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["SplitPreview"];
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: A value the rules refuse: an unsupported currency; an amount that is not above zero, has too many decimals or exceeds the limit; a payment_method or preferred method unknown or not offered for the currency; more than 10 rules, a subaccount listed twice, split_type without split_value (or the other way round), a split_type other than percentage or flat, a bad split_value; a subaccount of another currency; shares (plus the fee the merchant bears) exceeding the amount; or fee_bearer `subaccounts` whose shares do not cover the fee.
             *
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding.
             *
             *     `VALIDATION_ERROR`: The body or query does not match the schema: a missing or mistyped field, an unknown field (schemas are strict).
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_VALUE" | "INVALID_FORMAT" | "VALIDATION_ERROR";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing or malformed, the key is unknown, revoked, expired or public, or the object belongs to the other mode. */
            401: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `NOT_FOUND`: A subaccount_reference is not an active subaccount of yours in this mode. */
            404: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `PROCESSING_FAILED`: An unexpected failure on our side; retry later, quoting the request id. */
            500: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "PROCESSING_FAILED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /** @description The profile's e-mail address, exact (any case) */
                email?: string;
                /** @description The profile's phone number, exact; written with or without +, spaces or dashes */
                phone?: string;
                /** @description A prefix of the first name, last name (any case), e-mail address or phone number */
                q?: string;
                /** @description A next_cursor or prev_cursor of an earlier answer */
                cursor?: string;
                /** @description Profiles per page, 1–100 */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Customers retrieved */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Customers retrieved",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": "cus_3Vn8Qx2Lp7Rk5Tz1Wc9Bh4",
                     *             "email": "abebe@example.com",
                     *             "phone_number": "+251911234567",
                     *             "first_name": "Abebe",
                     *             "last_name": "Bikila",
                     *             "payments_count": 1,
                     *             "total_paid": [
                     *               {
                     *                 "currency": "ETB",
                     *                 "amount": 500
                     *               }
                     *             ],
                     *             "last_payment_at": "2026-11-23T08:00:00.000Z",
                     *             "created_at": "2026-11-02T14:21:05.000Z",
                     *             "updated_at": "2026-11-23T08:00:00.000Z"
                     *           }
                     *         ],
                     *         "pagination": {
                     *           "limit": 1,
                     *           "per_page": 20,
                     *           "has_more": false,
                     *           "next_cursor": null,
                     *           "prev_cursor": null
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: {
                            items: components["schemas"]["CustomerProfile"][];
                            pagination: components["schemas"]["CursorPagination"];
                        };
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: email is not an e-mail address, phone is not 4–20 digits (with an optional +), or cursor is not from this list.
             *
             *     `VALIDATION_ERROR`: An unknown or repeated parameter, per_page not a whole number from 1 to 100, or a value longer than its limit.
             *
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding.
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_VALUE" | "VALIDATION_ERROR" | "INVALID_FORMAT";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing or malformed, the key is unknown, revoked, expired or public, or the object belongs to the other mode. */
            401: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `PROCESSING_FAILED`: An unexpected failure on our side; retry later, quoting the request id. */
            500: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "PROCESSING_FAILED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The profile's id (`cus_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Customer retrieved */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Customer retrieved",
                     *       "data": {
                     *         "id": "cus_3Vn8Qx2Lp7Rk5Tz1Wc9Bh4",
                     *         "email": "abebe@example.com",
                     *         "phone_number": "+251911234567",
                     *         "first_name": "Abebe",
                     *         "last_name": "Bikila",
                     *         "payments_count": 1,
                     *         "total_paid": [
                     *           {
                     *             "currency": "ETB",
                     *             "amount": 500
                     *           }
                     *         ],
                     *         "last_payment_at": "2026-11-23T08:00:00.000Z",
                     *         "created_at": "2026-11-02T14:21:05.000Z",
                     *         "updated_at": "2026-11-23T08:00:00.000Z",
                     *         "payments": [
                     *           {
                     *             "gateway_reference": "pay_4cBq8kPz1xTn0aLm2VwQeR",
                     *             "merchant_reference": "order-1001",
                     *             "payment_type": "Hosted",
                     *             "amount": 500,
                     *             "currency": "ETB",
                     *             "status": "success",
                     *             "payment_method": "telebirr",
                     *             "service_fee": 7.5,
                     *             "customer": {
                     *               "first_name": "Abebe",
                     *               "last_name": "Bikila",
                     *               "email": "abebe@example.com",
                     *               "phone_number": "+251911234567"
                     *             },
                     *             "created_at": "2026-11-23T08:00:00.000Z",
                     *             "updated_at": "2026-11-23T08:02:11.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["CustomerDetail"];
                    };
                };
            };
            /**
             * @description `VALIDATION_ERROR`: Any query parameter: this operation takes none.
             *
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding.
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "INVALID_FORMAT";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing or malformed, the key is unknown, revoked, expired or public, or the object belongs to the other mode. */
            401: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `NOT_FOUND`: No profile of yours has that id. */
            404: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `PROCESSING_FAILED`: An unexpected failure on our side; retry later, quoting the request id. */
            500: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "PROCESSING_FAILED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description An event type (`payment.success`) or a family (`payout.*`) */
                type?: string;
                /** @description Created at or after: a day (2026-11-23) or an ISO 8601 time */
                from?: string;
                /** @description Created before: a day (then that whole day is included) or an ISO 8601 time */
                to?: string;
                /** @description A next_cursor or prev_cursor of an earlier answer */
                cursor?: string;
                /** @description Events per page, 1–100 */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Events retrieved */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Events retrieved",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": "evt_2Kd9Lq4Xw7Pz1Rm8Tb3Vn6",
                     *             "type": "payment.success",
                     *             "object_type": "payment",
                     *             "object_id": "pay_4cBq8kPz1xTn0aLm2VwQeR",
                     *             "mode": "test",
                     *             "created_at": "2026-11-23T08:02:11.000Z",
                     *             "data": {
                     *               "gateway_reference": "pay_4cBq8kPz1xTn0aLm2VwQeR",
                     *               "merchant_reference": "order-1001",
                     *               "status": "success",
                     *               "amount": 250,
                     *               "currency": "ETB",
                     *               "service_fee": 3.75,
                     *               "amount_refunded": 0,
                     *               "payment_method": "telebirr",
                     *               "payment_type": "Hosted",
                     *               "fee_bearer": "merchant",
                     *               "customer": {
                     *                 "first_name": "Abebe",
                     *                 "last_name": "Bikila",
                     *                 "email": "abebe@example.com",
                     *                 "phone_number": "+251911234567"
                     *               },
                     *               "meta": {
                     *                 "order_id": "1001"
                     *               },
                     *               "mode": "test",
                     *               "attempts": 1,
                     *               "created_at": "2026-11-23T08:00:00.000Z",
                     *               "updated_at": "2026-11-23T08:02:11.000Z",
                     *               "expires_at": "2026-11-23T09:00:00.000Z",
                     *               "paid_at": "2026-11-23T08:02:11.000Z",
                     *               "attempt": 1
                     *             }
                     *           }
                     *         ],
                     *         "pagination": {
                     *           "limit": 1,
                     *           "per_page": 20,
                     *           "has_more": true,
                     *           "next_cursor": "WzEsImNyZWF0ZWRfYXQiLCJkZXNjIiwiMjAyNi0xMS0yM1QwODowMjoxMS4wMDBaIiwiZXZ0XzJLZDlMcTRYdzdQejFSbThUYjNWbjYiLCJuZXh0Il0.h3Kc9Tq1Zp7Wm2Lx5Vb8Ra",
                     *           "prev_cursor": null
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: {
                            items: components["schemas"]["Event"][];
                            pagination: components["schemas"]["CursorPagination"];
                        };
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: type is neither an event type nor a family (`payout.*`), a date is malformed, `from` is not before `to`, or cursor is not from this list.
             *
             *     `VALIDATION_ERROR`: An unknown or repeated parameter, per_page not a whole number from 1 to 100, or a value longer than its limit.
             *
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding.
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_VALUE" | "VALIDATION_ERROR" | "INVALID_FORMAT";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing or malformed, the key is unknown, revoked, expired or public, or the object belongs to the other mode. */
            401: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `PROCESSING_FAILED`: An unexpected failure on our side; retry later, quoting the request id. */
            500: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "PROCESSING_FAILED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event's id (`evt_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Event retrieved */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Event retrieved",
                     *       "data": {
                     *         "id": "evt_2Kd9Lq4Xw7Pz1Rm8Tb3Vn6",
                     *         "type": "payment.success",
                     *         "object_type": "payment",
                     *         "object_id": "pay_4cBq8kPz1xTn0aLm2VwQeR",
                     *         "mode": "test",
                     *         "created_at": "2026-11-23T08:02:11.000Z",
                     *         "data": {
                     *           "gateway_reference": "pay_4cBq8kPz1xTn0aLm2VwQeR",
                     *           "merchant_reference": "order-1001",
                     *           "status": "success",
                     *           "amount": 250,
                     *           "currency": "ETB",
                     *           "service_fee": 3.75,
                     *           "amount_refunded": 0,
                     *           "payment_method": "telebirr",
                     *           "payment_type": "Hosted",
                     *           "fee_bearer": "merchant",
                     *           "customer": {
                     *             "first_name": "Abebe",
                     *             "last_name": "Bikila",
                     *             "email": "abebe@example.com",
                     *             "phone_number": "+251911234567"
                     *           },
                     *           "meta": {
                     *             "order_id": "1001"
                     *           },
                     *           "mode": "test",
                     *           "attempts": 1,
                     *           "created_at": "2026-11-23T08:00:00.000Z",
                     *           "updated_at": "2026-11-23T08:02:11.000Z",
                     *           "expires_at": "2026-11-23T09:00:00.000Z",
                     *           "paid_at": "2026-11-23T08:02:11.000Z",
                     *           "attempt": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding. */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_FORMAT";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing or malformed, the key is unknown, revoked, expired or public, or the object belongs to the other mode. */
            401: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `NOT_FOUND`: No event of yours has that id. */
            404: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `PROCESSING_FAILED`: An unexpected failure on our side; retry later, quoting the request id. */
            500: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "PROCESSING_FAILED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Account retrieved */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Account retrieved",
                     *       "data": {
                     *         "merchant_id": "mch_6Pw1Rz8Kt3Lx5Qm9Vb2Nc7",
                     *         "business_name": "Abebe Coffee PLC",
                     *         "mode": "test"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["MerchantAccount"];
                    };
                };
            };
            /** @description `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding. */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_FORMAT";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing or malformed, the key is unknown, revoked, expired or public, or the object belongs to the other mode. */
            401: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `PROCESSING_FAILED`: An unexpected failure on our side; retry later, quoting the request id. */
            500: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "PROCESSING_FAILED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    listBanks: {
        parameters: {
            query?: {
                /** @description Only the banks and wallets of this currency (USD, ETB, UGX, DJF; any case) */
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Banks retrieved */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Banks retrieved",
                     *       "data": [
                     *         {
                     *           "slug": "cbe",
                     *           "name": "Commercial Bank of Ethiopia",
                     *           "type": "bank",
                     *           "currency": "ETB",
                     *           "account_number_format": "13 digits",
                     *           "account_number_example": "1000123456789"
                     *         },
                     *         {
                     *           "slug": "telebirr",
                     *           "name": "telebirr",
                     *           "type": "wallet",
                     *           "currency": "ETB",
                     *           "account_number_format": "mobile number, e.g. +251912345678 or 0912345678",
                     *           "account_number_example": "+251912345678"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["Bank"][];
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: currency is not a supported currency.
             *
             *     `VALIDATION_ERROR`: An unknown or repeated query parameter.
             *
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding.
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_VALUE" | "VALIDATION_ERROR" | "INVALID_FORMAT";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing or malformed, the key is unknown, revoked, expired or public, or the object belongs to the other mode. */
            401: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `PROCESSING_FAILED`: An unexpected failure on our side; retry later, quoting the request id. */
            500: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "PROCESSING_FAILED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    getBalances: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Balances retrieved */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Balances retrieved",
                     *       "data": [
                     *         {
                     *           "currency": "USD",
                     *           "available": 97.1,
                     *           "pending": 0,
                     *           "subaccounts": 0
                     *         },
                     *         {
                     *           "currency": "ETB",
                     *           "available": 12500,
                     *           "pending": 1010,
                     *           "subaccounts": 340.5
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        /** @description One entry per currency that has seen money (a currency never used is absent), always in the same currency order */
                        data: components["schemas"]["Balance"][];
                    };
                };
            };
            /** @description `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding. */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_FORMAT";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `UNAUTHORIZED`: The Authorization header is missing or malformed, the key is unknown, revoked, expired or public, or the object belongs to the other mode. */
            401: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `PROCESSING_FAILED`: An unexpected failure on our side; retry later, quoting the request id. */
            500: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "PROCESSING_FAILED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    addTestFunds: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "ETB",
                 *       "amount": 5000
                 *     }
                 */
                "application/json": {
                    /** @description USD, ETB, UGX or DJF (any case) */
                    currency: string;
                    /** @description In major units, above zero, with at most the currency's decimals */
                    amount: number;
                };
            };
        };
        responses: {
            /** @description Test funds added */
            201: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description Present when this is a stored answer replayed for a repeated Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Test funds added",
                     *       "data": {
                     *         "balances": [
                     *           {
                     *             "currency": "ETB",
                     *             "available": 5000,
                     *             "pending": 0,
                     *             "subaccounts": 0
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: {
                            /** @description One entry per currency that has seen money (a currency never used is absent), always in the same currency order */
                            balances: components["schemas"]["Balance"][];
                        };
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: currency is not supported, or amount is not above zero, has more decimals than the currency or exceeds the limit.
             *
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding.
             *
             *     `VALIDATION_ERROR`: The body or query does not match the schema: a missing or mistyped field, an unknown field (schemas are strict).
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_VALUE" | "INVALID_FORMAT" | "VALIDATION_ERROR";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /**
             * @description `UNAUTHORIZED`: The Authorization header is missing or malformed, or the key is unknown, revoked, expired or public.
             *
             *     `UNAUTHORIZED`: The key is a live key: test funds exist only in test mode.
             */
            401: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `IDEMPOTENCY_KEY_IN_USE`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "IDEMPOTENCY_KEY_IN_USE";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `IDEMPOTENCY_KEY_MISMATCH`: The Idempotency-Key was used before with a different request. */
            422: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "IDEMPOTENCY_KEY_MISMATCH";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `PROCESSING_FAILED`: An unexpected failure on our side; retry later, quoting the request id. */
            500: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "error";
                        /** @description What went wrong, for a developer to read */
                        message: string;
                        error: {
                            /** @enum {string} */
                            code: "PROCESSING_FAILED";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
        };
    };
}
