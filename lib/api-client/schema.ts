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
    "/v2/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payouts
         * @description Your payouts in the key's mode, newest first, with filters. Page by `page`/`per_page`, or by `cursor` from an answer's `next_cursor`/`prev_cursor`: a cursor is a position, so payouts created while you page never shift or repeat items (a cursor page has no `page` and no `total`).
         */
        get: operations["listPayouts"];
        put?: never;
        /**
         * Create a payout
         * @description Sends money from your available balance to a bank account or mobile-money wallet. Asynchronous: `201` means the payout was created (`status: "pending"`), not delivered; follow it by webhook (`payout.success`, `payout.failed`, …) or by verifying. Amount plus the payout fee (docs/pricing.md) leave your available balance at once, held until the processor's final word: `failed`, `blocked` and `reversed` return both. Checks, in order, each before anything is written: the body's shape, currency and amount, the bank, the account number, then the balance. In test mode the account number's last four digits choose the outcome (0000 success, 1111 failed, 2222 reversed, 3333 otp_needed, 4444 blocked, 5555 auth_needed). A live payout waits in `pending`, with `status_reason` saying why, until a live payout processor is configured. Send an `Idempotency-Key` so a retried request never pays twice. `created_at` and `updated_at` are beside `data`.
         */
        post: operations["createPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/payouts/{reference}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify a payout
         * @description The payout's current state, by gateway reference or merchant reference. `processed_at` is when the processor's final word (success, failed, blocked) arrived; `status_reason` says why a payout failed, was blocked or reversed, or why a live payout waits. A payout whose merchant_reference is literally `bulk` is verified by its gateway reference.
         */
        get: operations["verifyPayout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/payouts/{reference}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a payout waiting for your approval
         * @description A payout the processor holds for your authorization (`auth_needed`) goes on: `processing`, then as the processor answers. The body is an empty object. In test mode, an account number ending in 5555 asks for approval.
         */
        post: operations["approvePayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/payouts/{reference}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a payout waiting for your approval
         * @description A payout the processor holds for your authorization (`auth_needed`) fails, and its amount and fee return to the balance they came from. `reason`, when given, is kept in `status_reason` ("Rejected by the merchant: …").
         */
        post: operations["rejectPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/payouts/{reference}/otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the OTP a payout waits for
         * @description A payout in `otp_needed` goes on with the right code: `processing`, then as the processor answers. A wrong code leaves it waiting (400 with the tries left); the third wrong code fails it and returns its money. One code is checked at a time. In test mode an account number ending in 3333 asks for an OTP, and the code is 123456.
         */
        post: operations["confirmPayoutOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/payouts/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a batch of payouts
         * @description Up to 100 payouts under one `batch_reference`, all or nothing. Each item has the shape of a single payout's body; its `currency` may be left out and, when given, must be the batch's. Every item is checked, then the total (amounts plus fees) against your available balance; nothing is written unless everything passes. Bad items answer one `400 VALIDATION_ERROR` with one entry per bad item in `error.details`, in index order: `{index, field, code, message}`, where `code` is the item's own (`VALIDATION_ERROR`, `INVALID_VALUE`, `INVALID_FORMAT`, `RESOURCE_CONFLICT` for a merchant_reference used by an earlier item or by one of your payouts). Each payout then goes its own way, as a single payout. `created_at` is beside `data`.
         */
        post: operations["createBulkPayouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/payouts/bulk/{batch_reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a batch of payouts
         * @description A batch with a count per status (every status, zeros included), its totals and all its payouts in the verify shape. `in_progress` is true while any payout is pending or processing. `payouts_url` lists the same payouts with the list's filters and paging.
         */
        get: operations["getPayoutBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subaccounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List subaccounts
         * @description Your subaccounts in the key's mode, newest first, each with its balance, paged by `page` and `per_page` (1 to 100, default 20).
         */
        get: operations["listSubaccounts"];
        put?: never;
        /**
         * Create a subaccount
         * @description A subaccount takes a share of split payments (its default split, unless a payment names another) and is settled to its bank account or wallet. One subaccount per bank account per mode: the account number is stored in one form (digits for a bank, E.164 for a wallet), so any way of writing it is the same account.
         */
        post: operations["createSubaccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subaccounts/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a subaccount
         * @description The subaccount with its balance: what it has earned from split payments and not yet been settled.
         */
        get: operations["getSubaccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a subaccount
         * @description Changes its name, default split or bounds; send only what changes (at least one field). Payments already initialized keep the split they were created with. The bank account and currency cannot change: create another subaccount.
         */
        patch: operations["updateSubaccount"];
        trace?: never;
    };
    "/v2/subaccounts/{reference}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a subaccount
         * @description No new payment may name it in its split; payments already initialized keep their split, and its balance still settles. Deactivating an inactive subaccount answers it unchanged. There is no reactivation.
         */
        post: operations["deactivateSubaccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subaccounts/{reference}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle a subaccount now
         * @description Pays the subaccount's whole balance minus the payout fee to its bank account, as one payout (`type: "settlement"`) held from the subaccount's balance; it then goes through the payout statuses like any payout (verify it by `gateway_reference`). Refused when the balance minus the fee is below the currency's minimum (USD 10, ETB 50, UGX 20,000, DJF 2,000). Deactivated subaccounts settle too. No body. The payout's creation answer, with `created_at` and `updated_at` beside `data`.
         */
        post: operations["settleSubaccount"];
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
    "/v2/virtual-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List virtual accounts
         * @description Your virtual accounts in the key's mode, newest first, each with its balance; filter by `currency` or `merchant_reference`. Page by number (`page`, `per_page`; the answer's `pagination` then has `page` and `total` too) or follow `next_cursor` / `prev_cursor` with `cursor`: a cursor is a position, so records created meanwhile never shift a page. Every bad query value answers 400 `INVALID_VALUE` naming the parameter.
         */
        get: operations["listVirtualAccounts"];
        put?: never;
        /**
         * Create a virtual account
         * @description Creates a virtual account: a dedicated account number, in one currency, that a customer pays into by bank transfer. `account_number` is generated (13 digits, the last a Luhn check digit); the balance starts at 0. Collect the money with a debit, which moves it to your available balance. The account belongs to the key's mode.
         */
        post: operations["createVirtualAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/virtual-accounts/{virtual_account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a virtual account
         * @description One virtual account with its current balance.
         */
        get: operations["getVirtualAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/virtual-accounts/{virtual_account_id}/test-credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate an incoming transfer (test mode)
         * @description Test mode only: credits the account as an incoming bank transfer would, in the account's currency, and emits `virtual_account.credited`. Answers the credit with the balance before and after it, and the account with its new balance. Live accounts receive real transfers only.
         */
        post: operations["createVirtualAccountTestCredit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/virtual-accounts/{virtual_account_id}/debits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a virtual account's debits
         * @description The debit history of a virtual account, newest first: the spec's debit items, filtered by creation time (`from`, `to`) and `merchant_reference`. Page by number (`page`, `per_page`; the answer's `pagination` then has `page` and `total` too) or follow `next_cursor` / `prev_cursor` with `cursor`: a cursor is a position, so records created meanwhile never shift a page. `Content-Type` is optional. Every bad query value answers 400 `INVALID_VALUE` naming the parameter.
         */
        get: operations["listVirtualAccountDebits"];
        put?: never;
        /**
         * Debit a virtual account
         * @description Collects money from the virtual account into your available balance (in the account's currency), and emits `virtual_account.debited`. The amount must be within the account's balance: debits of one account run one at a time, so `balance_before` is exactly the balance the debit found and `balance_after` the one it left. Answers the spec's debit item, as the debit history lists it.
         */
        post: operations["createVirtualAccountDebit"];
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
            /** @description Bulk payouts: the item's index in `payouts`; null for the batch's balance entry */
            index?: number | null;
            /**
             * @description Bulk payouts: the item's own code
             * @enum {string}
             */
            code?: "INVALID_VALUE" | "INVALID_FORMAT" | "VALIDATION_ERROR" | "INSUFFICIENT_BALANCE" | "UNAUTHORIZED" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "RESOURCE_CONFLICT" | "INVALID_STATE" | "IDEMPOTENCY_KEY_IN_USE" | "IDEMPOTENCY_KEY_MISMATCH" | "RATE_LIMITED" | "PROCESSING_FAILED";
            /** @description Bulk payouts' INSUFFICIENT_BALANCE entry: amounts plus fees */
            total?: number;
            /** @description Bulk payouts' INSUFFICIENT_BALANCE entry: the available balance */
            available?: number;
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
        PayoutCreated: {
            /**
             * @description The gateway's reference of the payout (`po_…`)
             * @example po_7Hq2LmN9xKp4RtVb1ZcW8e
             */
            gateway_reference: string;
            merchant_reference: string | null;
            status: components["schemas"]["PayoutStatus"];
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
            /** @description The payout fee (docs/pricing.md), paid on top of the amount; 0 when your pricing waives it */
            service_fee: number;
            /** @description Only when the payout waits for a reason: a live payout while no live payout processor is configured */
            status_reason?: string;
        };
        /**
         * @description `pending` → `processing` → `success` | `failed` | `blocked` | `auth_needed` | `otp_needed`; `auth_needed` → `processing` (approved) or `failed` (rejected); `otp_needed` → `processing` (right code) or `failed` (3 wrong codes); `success` → `reversed`. `failed`, `blocked` and `reversed` return amount and fee to the balance.
         * @enum {string}
         */
        PayoutStatus: "pending" | "processing" | "success" | "failed" | "blocked" | "auth_needed" | "otp_needed" | "reversed";
        Payout: {
            /**
             * @description The gateway's reference of the payout (`po_…`)
             * @example po_7Hq2LmN9xKp4RtVb1ZcW8e
             */
            gateway_reference: string;
            merchant_reference: string | null;
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
            status: components["schemas"]["PayoutStatus"];
            /** @description Why it is in this status: the processor's reason for failed, blocked or reversed, or why a live payout waits in pending */
            status_reason: string | null;
            account: components["schemas"]["DestinationAccount"];
            /** @description Your reason, as you sent it */
            reason: string | null;
            /** @description The payout fee (docs/pricing.md), paid on top of the amount; 0 when your pricing waives it */
            service_fee: number;
            /** @description Your meta object, as you sent it; {} when you sent none */
            meta: {
                [key: string]: unknown;
            };
            /**
             * @description `settlement`: a subaccount's settlement, paid from the subaccount's balance
             * @enum {string}
             */
            type: "payout" | "settlement";
            /**
             * @description How it was created
             * @enum {string}
             */
            origin: "api" | "dashboard" | "bulk" | "settlement";
            /** @description The bulk batch it belongs to (`pob_…`), or null */
            batch_reference: string | null;
            /** @description For a settlement: the subaccount it settles (`sub_…`); null otherwise */
            subaccount_reference: string | null;
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
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description When the processor's final word (success, failed, blocked) arrived */
            processed_at: string | null;
        };
        DestinationAccount: {
            account_name: string;
            /** @description As stored: digits only for a bank, E.164 for a wallet (`+251911110000`) */
            account_number: string;
            /** @description The bank or wallet (`GET /v2/banks`) */
            bank_slug: string;
            /** @description Your bank_name, or the registry's name of the bank */
            bank_name: string;
        };
        PayoutListPagination: {
            /** @description Only when paging by page number */
            page?: number;
            per_page: number;
            /** @description Only when paging by page number */
            total?: number;
            /** @description Records in this page */
            limit: number;
            has_more: boolean;
            /** @description Send as `cursor` for the next page; null on the last page */
            next_cursor: string | null;
            /** @description Send as `cursor` for the previous page; null on the first page */
            prev_cursor: string | null;
        };
        PayoutBatchCreated: {
            /** @description The batch's reference (`pob_…`) */
            batch_reference: string;
            title: string;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            count: number;
            /**
             * @description The sum of the payouts' amounts
             * @example 25.5
             */
            total_amount: number;
            /** @description The sum of the payouts' fees */
            total_fee: number;
            payouts: {
                /**
                 * @description The gateway's reference of the payout (`po_…`)
                 * @example po_7Hq2LmN9xKp4RtVb1ZcW8e
                 */
                gateway_reference: string;
                merchant_reference: string | null;
                status: components["schemas"]["PayoutStatus"];
                /**
                 * @description In major units (USD 25.50 is 25.5; UGX and DJF have no decimals)
                 * @example 25.5
                 */
                amount: number;
                /** @description The payout fee (docs/pricing.md), paid on top of the amount; 0 when your pricing waives it */
                service_fee: number;
            }[];
        };
        PayoutBatch: {
            batch_reference: string;
            title: string;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            count: number;
            /**
             * @description In major units (USD 25.50 is 25.5; UGX and DJF have no decimals)
             * @example 25.5
             */
            total_amount: number;
            total_fee: number;
            /** @description How many of the batch's payouts are in each status (every status, zeros included) */
            status_counts: {
                pending: number;
                processing: number;
                success: number;
                failed: number;
                blocked: number;
                auth_needed: number;
                otp_needed: number;
                reversed: number;
            };
            /** @description Some payout is still pending or processing: its status will change by itself */
            in_progress: boolean;
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
            payouts: components["schemas"]["Payout"][];
            /** @description The same payouts, paged and filterable: `/v2/payouts?batch_reference=…` */
            payouts_url: string;
        };
        SubaccountWithBalance: {
            /**
             * @description The subaccount's reference (`sub_…`)
             * @example sub_2Jx8QwLp5Nc3Vb7Rt1Mk9a
             */
            subaccount_reference: string;
            subaccount_name: string;
            account: components["schemas"]["DestinationAccount"];
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            /** @enum {string} */
            split_type: "percentage" | "flat";
            /** @description The default share: percent (3 means 3%) or an amount in major units */
            split_value: number;
            /** @description The smallest share it takes of a payment, in major units; null for none */
            min_amount: number | null;
            /** @description The largest share it takes of a payment, in major units; null for none */
            max_amount: number | null;
            /** @description false once deactivated: no new split may name it (its balance still settles) */
            active: boolean;
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
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /**
             * @description Earned from split payments and not yet settled, in major units
             * @example 25.5
             */
            balance: number;
        };
        PagePagination: {
            page: number;
            per_page: number;
            total: number;
            /** @description Records in this page */
            limit: number;
            has_more: boolean;
            /** @description The next page's number as text; null on the last page */
            next_cursor: string | null;
            prev_cursor: string | null;
        };
        Subaccount: {
            /**
             * @description The subaccount's reference (`sub_…`)
             * @example sub_2Jx8QwLp5Nc3Vb7Rt1Mk9a
             */
            subaccount_reference: string;
            subaccount_name: string;
            account: components["schemas"]["DestinationAccount"];
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            /** @enum {string} */
            split_type: "percentage" | "flat";
            /** @description The default share: percent (3 means 3%) or an amount in major units */
            split_value: number;
            /** @description The smallest share it takes of a payment, in major units; null for none */
            min_amount: number | null;
            /** @description The largest share it takes of a payment, in major units; null for none */
            max_amount: number | null;
            /** @description false once deactivated: no new split may name it (its balance still settles) */
            active: boolean;
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
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
        };
        SettlementPayoutCreated: {
            /**
             * @description The gateway's reference of the payout (`po_…`)
             * @example po_7Hq2LmN9xKp4RtVb1ZcW8e
             */
            gateway_reference: string;
            merchant_reference: string | null;
            status: components["schemas"]["PayoutStatus"];
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
            /** @description The payout fee (docs/pricing.md), paid on top of the amount; 0 when your pricing waives it */
            service_fee: number;
            /** @description Only when the payout waits for a reason: a live payout while no live payout processor is configured */
            status_reason?: string;
            /** @description The subaccount settled (`sub_…`) */
            subaccount_reference: string;
        };
        VirtualAccount: {
            /**
             * @description The account's id (`va_…`), used in the paths
             * @example va_7Hq2LmX9pR4tVb1NcK8sWz
             */
            virtual_account_id: string;
            /**
             * @description The number the customer transfers to: 13 digits, generated, the last a Luhn check digit over the other twelve
             * @example 4820193746105
             */
            account_number: string;
            account_name: string;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            /**
             * @description The money in the account, in major units: credits received minus debits collected
             * @example 25.5
             */
            balance: number;
            /** @description Your reference for the account, or null */
            merchant_reference: string | null;
            /** @description Your meta object, as you sent it; `{}` when you sent none */
            meta: {
                [key: string]: unknown;
            };
            /**
             * @description `active`: the account receives transfers (accounts cannot be closed yet)
             * @enum {string}
             */
            status: "active";
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
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
        };
        VirtualAccountListPagination: {
            /** @description The page number; only when paging by `page` (not by `cursor`) */
            page?: number;
            /** @description The page size asked for */
            per_page: number;
            /** @description Records matching the filters; only when paging by `page` */
            total?: number;
            /** @description Records in this page */
            limit: number;
            /** @description Whether records exist after this page */
            has_more: boolean;
            /** @description Send as `cursor` for the next page; null when there is none */
            next_cursor: string | null;
            /** @description Send as `cursor` for the previous page; null when there is none */
            prev_cursor: string | null;
        };
        VirtualAccountDebit: {
            /**
             * @description The debit's unique reference (`vad_…`)
             * @example vad_2Wk9Rt4YbN7qLm1XcV5sPd
             */
            debit_reference: string;
            /** @description Your reference for the debit, or null when you gave none */
            merchant_reference: string | null;
            /**
             * @description The amount deducted, in major units
             * @example 25.5
             */
            amount: number;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            /** @description The reason you gave, or null */
            reason: string | null;
            /** @description Your meta object, as you sent it; `{}` when you sent none */
            meta: {
                [key: string]: unknown;
            };
            /**
             * @description The account's balance just before this debit
             * @example 25.5
             */
            balance_before: number;
            /**
             * @description The account's balance just after it: balance_before minus amount
             * @example 25.5
             */
            balance_after: number;
            /**
             * Format: date-time
             * @description When the debit was made; the history is ordered by it, newest first
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
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
    listPayouts: {
        parameters: {
            query?: {
                /** @description pending, processing, success (or its alias completed), failed, blocked, auth_needed, otp_needed or reversed */
                status?: string;
                /** @description USD, ETB, UGX or DJF (any case) */
                currency?: string;
                /** @description Created at or after: an ISO 8601 day (2026-11-01) or time (2026-11-01T08:00:00Z) */
                from?: string;
                /** @description Created before: an ISO 8601 time, or a day, which includes that whole day */
                to?: string;
                /** @description Only the payout with this reference of yours */
                merchant_reference?: string;
                /** @description Only the payouts of this bulk batch (`pob_…`) */
                batch_reference?: string;
                /** @description Only the settlement payouts of this subaccount (`sub_…`) */
                subaccount_reference?: string;
                /** @description A next_cursor or prev_cursor from an earlier answer of this list, as given; it takes precedence over page */
                cursor?: string;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Payouts per page, 1 to 100 */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payouts retrieved */
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
                     *       "message": "Payouts retrieved",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "gateway_reference": "po_7Hq2LmN9xKp4RtVb1ZcW8e",
                     *             "merchant_reference": "payout-1001",
                     *             "amount": 100,
                     *             "currency": "ETB",
                     *             "status": "success",
                     *             "status_reason": null,
                     *             "account": {
                     *               "account_name": "Abebe Kebede",
                     *               "account_number": "1000123450000",
                     *               "bank_slug": "cbe",
                     *               "bank_name": "Commercial Bank of Ethiopia"
                     *             },
                     *             "reason": "Refund for order 1001",
                     *             "service_fee": 10,
                     *             "meta": {
                     *               "order_id": "1001"
                     *             },
                     *             "type": "payout",
                     *             "origin": "api",
                     *             "batch_reference": null,
                     *             "subaccount_reference": null,
                     *             "mode": "test",
                     *             "created_at": "2026-11-23T08:00:00.000Z",
                     *             "updated_at": "2026-11-23T08:00:05.000Z",
                     *             "processed_at": "2026-11-23T08:00:05.000Z"
                     *           }
                     *         ],
                     *         "pagination": {
                     *           "page": 1,
                     *           "per_page": 20,
                     *           "total": 1,
                     *           "limit": 1,
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
                            items: components["schemas"]["Payout"][];
                            pagination: components["schemas"]["PayoutListPagination"];
                        };
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: A filter's value is not one the list knows: status, currency, from or to (not an ISO 8601 day or time, or from not before to), or a cursor that is not one this list handed out.
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
    createPayout: {
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
                 *       "amount": 100,
                 *       "currency": "ETB",
                 *       "account": {
                 *         "account_name": "Abebe Kebede",
                 *         "account_number": "1000123450000",
                 *         "bank_slug": "cbe",
                 *         "bank_name": "Commercial Bank of Ethiopia"
                 *       },
                 *       "merchant_reference": "payout-1001",
                 *       "reason": "Refund for order 1001",
                 *       "meta": {
                 *         "order_id": "1001"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description In major units, with at most the currency's decimals (ETB 100.5; UGX and DJF have none). The payout fee is paid on top.
                     * @example 100
                     */
                    amount: number;
                    /**
                     * @description USD, ETB, UGX or DJF (any case); the bank or wallet must take it
                     * @example ETB
                     */
                    currency: string;
                    account: {
                        /**
                         * @description The account holder's name
                         * @example Abebe Kebede
                         */
                        account_name: string;
                        /**
                         * @description A bank's account number (spaces and dashes are removed) or a wallet's phone number (local or international form, stored in E.164); GET /v2/banks gives each entry's format. In test mode its last four digits choose a payout's outcome (docs/testing.md).
                         * @example 1000123450000
                         */
                        account_number: string;
                        /**
                         * @description A bank or wallet from GET /v2/banks, of the request's currency
                         * @example cbe
                         */
                        bank_slug: string;
                        /** @description Shown instead of the registry's name of the bank */
                        bank_name?: string;
                    };
                    /** @description Your reference, unique among your payouts of this mode; verify takes it in place of the gateway reference */
                    merchant_reference?: string;
                    /** @description Shown with the payout */
                    reason?: string;
                    /** @description Your own key-value data, returned as given: at most 50 keys, keys at most 100 characters, at most 8 KB as JSON; `__proto__` is refused as a key at any depth. */
                    meta?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Payout created */
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
                     *       "message": "Payout created",
                     *       "data": {
                     *         "gateway_reference": "po_7Hq2LmN9xKp4RtVb1ZcW8e",
                     *         "merchant_reference": "payout-1001",
                     *         "status": "pending",
                     *         "amount": 100,
                     *         "currency": "ETB",
                     *         "service_fee": 10
                     *       },
                     *       "created_at": "2026-11-23T08:00:00.000Z",
                     *       "updated_at": "2026-11-23T08:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["PayoutCreated"];
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
                };
            };
            /**
             * @description `INVALID_VALUE`: currency is not USD, ETB, UGX or DJF; amount is not above zero, has more decimals than the currency or exceeds its limit; or the bank or wallet does not take the currency.
             *
             *     `INVALID_FORMAT`: account.bank_slug is not in GET /v2/banks, or account.account_number breaks the bank's digit rule or the wallet's phone rule; or the body is missing, not sent as `Content-Type: application/json`, not valid JSON or UTF-8, or over 1 MB; or a field holds a NUL character or a lone surrogate.
             *
             *     `INSUFFICIENT_BALANCE`: Your available balance in the currency is below amount plus the payout fee.
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
                            code: "INVALID_VALUE" | "INVALID_FORMAT" | "INSUFFICIENT_BALANCE" | "VALIDATION_ERROR";
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
            /**
             * @description `RESOURCE_CONFLICT`: merchant_reference is already used by another of your payouts in this mode.
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
    verifyPayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payout's gateway reference (`po_…`) or your merchant_reference */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payout retrieved */
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
                     *       "message": "Payout retrieved",
                     *       "data": {
                     *         "gateway_reference": "po_7Hq2LmN9xKp4RtVb1ZcW8e",
                     *         "merchant_reference": "payout-1001",
                     *         "amount": 100,
                     *         "currency": "ETB",
                     *         "status": "success",
                     *         "status_reason": null,
                     *         "account": {
                     *           "account_name": "Abebe Kebede",
                     *           "account_number": "1000123450000",
                     *           "bank_slug": "cbe",
                     *           "bank_name": "Commercial Bank of Ethiopia"
                     *         },
                     *         "reason": "Refund for order 1001",
                     *         "service_fee": 10,
                     *         "meta": {
                     *           "order_id": "1001"
                     *         },
                     *         "type": "payout",
                     *         "origin": "api",
                     *         "batch_reference": null,
                     *         "subaccount_reference": null,
                     *         "mode": "test",
                     *         "created_at": "2026-11-23T08:00:00.000Z",
                     *         "updated_at": "2026-11-23T08:00:05.000Z",
                     *         "processed_at": "2026-11-23T08:00:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["Payout"];
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
            /** @description `NOT_FOUND`: No payout of yours in this mode has that gateway or merchant reference (another merchant's payout is not found either). */
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
    approvePayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payout's gateway reference (`po_…`) or your merchant_reference */
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Payout approved */
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
                     *       "message": "Payout approved",
                     *       "data": {
                     *         "gateway_reference": "po_7Hq2LmN9xKp4RtVb1ZcW8e",
                     *         "merchant_reference": "payout-1001",
                     *         "amount": 100,
                     *         "currency": "ETB",
                     *         "status": "processing",
                     *         "status_reason": null,
                     *         "account": {
                     *           "account_name": "Abebe Kebede",
                     *           "account_number": "1000123450000",
                     *           "bank_slug": "cbe",
                     *           "bank_name": "Commercial Bank of Ethiopia"
                     *         },
                     *         "reason": "Refund for order 1001",
                     *         "service_fee": 10,
                     *         "meta": {
                     *           "order_id": "1001"
                     *         },
                     *         "type": "payout",
                     *         "origin": "api",
                     *         "batch_reference": null,
                     *         "subaccount_reference": null,
                     *         "mode": "test",
                     *         "created_at": "2026-11-23T08:00:00.000Z",
                     *         "updated_at": "2026-11-23T08:00:05.000Z",
                     *         "processed_at": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["Payout"];
                    };
                };
            };
            /**
             * @description `INVALID_FORMAT`: The body is missing or empty (send `{}` when there is nothing to say), is not sent as `Content-Type: application/json`, is not valid JSON or UTF-8, or is over 1 MB; or a path parameter or field holds a NUL character or a lone surrogate.
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
                            code: "INVALID_FORMAT" | "VALIDATION_ERROR";
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
            /** @description `NOT_FOUND`: No payout of yours in this mode has that gateway or merchant reference (another merchant's payout is not found either). */
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
            /** @description `INVALID_STATE`: The payout is not auth_needed (it was never held for approval, or was already approved or rejected), or it is a live payout (no live payout processor). */
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
                            code: "INVALID_STATE";
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
    rejectPayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payout's gateway reference (`po_…`) or your merchant_reference */
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Duplicate request"
                 *     }
                 */
                "application/json": {
                    /** @description Why: kept in the payout's status_reason */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Payout rejected */
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
                     *       "message": "Payout rejected",
                     *       "data": {
                     *         "gateway_reference": "po_7Hq2LmN9xKp4RtVb1ZcW8e",
                     *         "merchant_reference": "payout-1001",
                     *         "amount": 100,
                     *         "currency": "ETB",
                     *         "status": "failed",
                     *         "status_reason": "Rejected by the merchant: Duplicate request",
                     *         "account": {
                     *           "account_name": "Abebe Kebede",
                     *           "account_number": "1000123450000",
                     *           "bank_slug": "cbe",
                     *           "bank_name": "Commercial Bank of Ethiopia"
                     *         },
                     *         "reason": "Refund for order 1001",
                     *         "service_fee": 10,
                     *         "meta": {
                     *           "order_id": "1001"
                     *         },
                     *         "type": "payout",
                     *         "origin": "api",
                     *         "batch_reference": null,
                     *         "subaccount_reference": null,
                     *         "mode": "test",
                     *         "created_at": "2026-11-23T08:00:00.000Z",
                     *         "updated_at": "2026-11-23T08:00:05.000Z",
                     *         "processed_at": "2026-11-23T08:05:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["Payout"];
                    };
                };
            };
            /**
             * @description `INVALID_FORMAT`: The body is missing or empty (send `{}` when there is nothing to say), is not sent as `Content-Type: application/json`, is not valid JSON or UTF-8, or is over 1 MB; or a path parameter or field holds a NUL character or a lone surrogate.
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
                            code: "INVALID_FORMAT" | "VALIDATION_ERROR";
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
            /** @description `NOT_FOUND`: No payout of yours in this mode has that gateway or merchant reference (another merchant's payout is not found either). */
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
            /** @description `INVALID_STATE`: The payout is not auth_needed (it was never held for approval, or was already approved or rejected), or it is a live payout (no live payout processor). */
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
                            code: "INVALID_STATE";
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
    confirmPayoutOtp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payout's gateway reference (`po_…`) or your merchant_reference */
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "otp": "123456"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The code the processor sent (test mode: 123456). Three wrong codes fail the payout.
                     * @example 123456
                     */
                    otp: string;
                };
            };
        };
        responses: {
            /** @description OTP accepted */
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
                     *       "message": "OTP accepted",
                     *       "data": {
                     *         "gateway_reference": "po_7Hq2LmN9xKp4RtVb1ZcW8e",
                     *         "merchant_reference": "payout-1001",
                     *         "amount": 100,
                     *         "currency": "ETB",
                     *         "status": "processing",
                     *         "status_reason": null,
                     *         "account": {
                     *           "account_name": "Abebe Kebede",
                     *           "account_number": "1000123450000",
                     *           "bank_slug": "cbe",
                     *           "bank_name": "Commercial Bank of Ethiopia"
                     *         },
                     *         "reason": "Refund for order 1001",
                     *         "service_fee": 10,
                     *         "meta": {
                     *           "order_id": "1001"
                     *         },
                     *         "type": "payout",
                     *         "origin": "api",
                     *         "batch_reference": null,
                     *         "subaccount_reference": null,
                     *         "mode": "test",
                     *         "created_at": "2026-11-23T08:00:00.000Z",
                     *         "updated_at": "2026-11-23T08:00:05.000Z",
                     *         "processed_at": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["Payout"];
                    };
                };
            };
            /**
             * @description `INVALID_FORMAT`: The body is missing or empty (send `{}` when there is nothing to say), is not sent as `Content-Type: application/json`, is not valid JSON or UTF-8, or is over 1 MB; or a path parameter or field holds a NUL character or a lone surrogate.
             *
             *     `INVALID_VALUE`: The code is wrong: the answer says how many tries are left; after the third wrong code the payout has failed.
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
                            code: "INVALID_FORMAT" | "INVALID_VALUE" | "VALIDATION_ERROR";
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
            /** @description `NOT_FOUND`: No payout of yours in this mode has that gateway or merchant reference (another merchant's payout is not found either). */
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
            /** @description `INVALID_STATE`: The payout is not otp_needed (no code was asked for, or it already went on or failed), another code for it is being checked, or it is a live payout. */
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
                            code: "INVALID_STATE";
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
    createBulkPayouts: {
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
                 *       "title": "November salaries",
                 *       "currency": "ETB",
                 *       "payouts": [
                 *         {
                 *           "amount": 1500,
                 *           "account": {
                 *             "account_name": "Abebe Kebede",
                 *             "account_number": "1000123450000",
                 *             "bank_slug": "cbe",
                 *             "bank_name": "Commercial Bank of Ethiopia"
                 *           },
                 *           "merchant_reference": "salary-2026-11-001",
                 *           "reason": "November salary"
                 *         },
                 *         {
                 *           "amount": 250,
                 *           "account": {
                 *             "account_name": "Sara Tesfaye",
                 *             "account_number": "+251911110000",
                 *             "bank_slug": "telebirr"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    title: string;
                    currency: string;
                    payouts: {
                        /**
                         * @description In major units, with at most the currency's decimals (ETB 100.5; UGX and DJF have none). The payout fee is paid on top.
                         * @example 100
                         */
                        amount: number;
                        /** @description May be left out; when given, must be the batch's currency */
                        currency?: string;
                        account: {
                            /**
                             * @description The account holder's name
                             * @example Abebe Kebede
                             */
                            account_name: string;
                            /**
                             * @description A bank's account number (spaces and dashes are removed) or a wallet's phone number (local or international form, stored in E.164); GET /v2/banks gives each entry's format. In test mode its last four digits choose a payout's outcome (docs/testing.md).
                             * @example 1000123450000
                             */
                            account_number: string;
                            /**
                             * @description A bank or wallet from GET /v2/banks, of the request's currency
                             * @example cbe
                             */
                            bank_slug: string;
                            /** @description Shown instead of the registry's name of the bank */
                            bank_name?: string;
                        };
                        /** @description Your reference, unique among your payouts of this mode; verify takes it in place of the gateway reference */
                        merchant_reference?: string;
                        /** @description Shown with the payout */
                        reason?: string;
                        /** @description Your own key-value data, returned as given: at most 50 keys, keys at most 100 characters, at most 8 KB as JSON; `__proto__` is refused as a key at any depth. */
                        meta?: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Payout batch created */
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
                     *       "message": "Payout batch created",
                     *       "data": {
                     *         "batch_reference": "pob_3Rk8TzWq1Lm6Xc9Vb2Np5h",
                     *         "title": "November salaries",
                     *         "currency": "ETB",
                     *         "count": 2,
                     *         "total_amount": 1750,
                     *         "total_fee": 15,
                     *         "payouts": [
                     *           {
                     *             "gateway_reference": "po_7Hq2LmN9xKp4RtVb1ZcW8e",
                     *             "merchant_reference": "salary-2026-11-001",
                     *             "status": "pending",
                     *             "amount": 1500,
                     *             "service_fee": 10
                     *           },
                     *           {
                     *             "gateway_reference": "po_1Fz6YtPq3Wn8Kd2Lc5Rm0s",
                     *             "merchant_reference": null,
                     *             "status": "pending",
                     *             "amount": 250,
                     *             "service_fee": 5
                     *           }
                     *         ]
                     *       },
                     *       "created_at": "2026-11-23T08:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["PayoutBatchCreated"];
                        /**
                         * Format: date-time
                         * @example 2026-11-23T08:15:30.123Z
                         */
                        created_at: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_ERROR`: One or more items are bad (one entry per bad item: index, field, the item's own code, message), or the batch's own fields are: title missing or empty, no items or more than 100, an unknown field.
             *
             *     `INVALID_FORMAT`: The body is missing or empty (send `{}` when there is nothing to say), is not sent as `Content-Type: application/json`, is not valid JSON or UTF-8, or is over 1 MB; or a path parameter or field holds a NUL character or a lone surrogate.
             *
             *     `INVALID_VALUE`: The batch's currency is not USD, ETB, UGX or DJF.
             *
             *     `INSUFFICIENT_BALANCE`: Every item is valid but the total (amounts plus fees) exceeds your available balance.
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
                            code: "VALIDATION_ERROR" | "INVALID_FORMAT" | "INVALID_VALUE" | "INSUFFICIENT_BALANCE";
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
    getPayoutBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The batch's reference (`pob_…`), from the creation answer */
                batch_reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payout batch retrieved */
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
                     *       "message": "Payout batch retrieved",
                     *       "data": {
                     *         "batch_reference": "pob_3Rk8TzWq1Lm6Xc9Vb2Np5h",
                     *         "title": "November salaries",
                     *         "currency": "ETB",
                     *         "count": 1,
                     *         "total_amount": 100,
                     *         "total_fee": 10,
                     *         "status_counts": {
                     *           "pending": 0,
                     *           "processing": 0,
                     *           "success": 1,
                     *           "failed": 0,
                     *           "blocked": 0,
                     *           "auth_needed": 0,
                     *           "otp_needed": 0,
                     *           "reversed": 0
                     *         },
                     *         "in_progress": false,
                     *         "mode": "test",
                     *         "created_at": "2026-11-23T08:00:00.000Z",
                     *         "payouts": [
                     *           {
                     *             "gateway_reference": "po_7Hq2LmN9xKp4RtVb1ZcW8e",
                     *             "merchant_reference": "payout-1001",
                     *             "amount": 100,
                     *             "currency": "ETB",
                     *             "status": "success",
                     *             "status_reason": null,
                     *             "account": {
                     *               "account_name": "Abebe Kebede",
                     *               "account_number": "1000123450000",
                     *               "bank_slug": "cbe",
                     *               "bank_name": "Commercial Bank of Ethiopia"
                     *             },
                     *             "reason": "Refund for order 1001",
                     *             "service_fee": 10,
                     *             "meta": {
                     *               "order_id": "1001"
                     *             },
                     *             "type": "payout",
                     *             "origin": "bulk",
                     *             "batch_reference": "pob_3Rk8TzWq1Lm6Xc9Vb2Np5h",
                     *             "subaccount_reference": null,
                     *             "mode": "test",
                     *             "created_at": "2026-11-23T08:00:00.000Z",
                     *             "updated_at": "2026-11-23T08:00:05.000Z",
                     *             "processed_at": "2026-11-23T08:00:05.000Z"
                     *           }
                     *         ],
                     *         "payouts_url": "/v2/payouts?batch_reference=pob_3Rk8TzWq1Lm6Xc9Vb2Np5h"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["PayoutBatch"];
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
            /** @description `NOT_FOUND`: No batch of yours has that reference (another merchant's batch is not found either). */
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
    listSubaccounts: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Subaccounts retrieved */
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
                     *       "message": "Subaccounts retrieved",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "subaccount_reference": "sub_2Jx8QwLp5Nc3Vb7Rt1Mk9a",
                     *             "subaccount_name": "Partner PLC",
                     *             "account": {
                     *               "account_name": "Partner PLC",
                     *               "account_number": "1000123450000",
                     *               "bank_slug": "cbe",
                     *               "bank_name": "Commercial Bank of Ethiopia"
                     *             },
                     *             "currency": "ETB",
                     *             "split_type": "percentage",
                     *             "split_value": 10,
                     *             "min_amount": null,
                     *             "max_amount": null,
                     *             "active": true,
                     *             "mode": "test",
                     *             "created_at": "2026-11-23T08:00:00.000Z",
                     *             "updated_at": "2026-11-23T08:00:00.000Z",
                     *             "balance": 90
                     *           }
                     *         ],
                     *         "pagination": {
                     *           "page": 1,
                     *           "per_page": 20,
                     *           "total": 1,
                     *           "limit": 1,
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
                            items: components["schemas"]["SubaccountWithBalance"][];
                            pagination: components["schemas"]["PagePagination"];
                        };
                    };
                };
            };
            /**
             * @description `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding.
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
                            code: "INVALID_FORMAT" | "VALIDATION_ERROR";
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
    createSubaccount: {
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
                 *       "subaccount_name": "Partner PLC",
                 *       "account": {
                 *         "account_name": "Partner PLC",
                 *         "account_number": "1000123450000",
                 *         "bank_slug": "cbe",
                 *         "bank_name": "Commercial Bank of Ethiopia"
                 *       },
                 *       "currency": "ETB",
                 *       "split_type": "percentage",
                 *       "split_value": 10
                 *     }
                 */
                "application/json": {
                    subaccount_name: string;
                    /** @description Where its settlements are paid; one subaccount per bank account */
                    account: {
                        /**
                         * @description The account holder's name
                         * @example Abebe Kebede
                         */
                        account_name: string;
                        /**
                         * @description A bank's account number (spaces and dashes are removed) or a wallet's phone number (local or international form, stored in E.164); GET /v2/banks gives each entry's format. In test mode its last four digits choose a payout's outcome (docs/testing.md).
                         * @example 1000123450000
                         */
                        account_number: string;
                        /**
                         * @description A bank or wallet from GET /v2/banks, of the request's currency
                         * @example cbe
                         */
                        bank_slug: string;
                        /** @description Shown instead of the registry's name of the bank */
                        bank_name?: string;
                    };
                    /**
                     * @description USD, ETB, UGX or DJF: the subaccount's one currency; its bank must take it
                     * @example ETB
                     */
                    currency: string;
                    /**
                     * @description `percentage` or `flat`
                     * @example percentage
                     */
                    split_type: string;
                    /**
                     * @description The default share: a percent above 0 and at most 100, 2 decimals (`percentage`), or an amount in major units (`flat`)
                     * @example 10
                     */
                    split_value: number;
                    /** @description The smallest share it takes of a payment, in major units; null for none */
                    min_amount?: number | null;
                    /** @description The largest share it takes of a payment, in major units; null for none */
                    max_amount?: number | null;
                };
            };
        };
        responses: {
            /** @description Subaccount created */
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
                     *       "message": "Subaccount created",
                     *       "data": {
                     *         "subaccount_reference": "sub_2Jx8QwLp5Nc3Vb7Rt1Mk9a",
                     *         "subaccount_name": "Partner PLC",
                     *         "account": {
                     *           "account_name": "Partner PLC",
                     *           "account_number": "1000123450000",
                     *           "bank_slug": "cbe",
                     *           "bank_name": "Commercial Bank of Ethiopia"
                     *         },
                     *         "currency": "ETB",
                     *         "split_type": "percentage",
                     *         "split_value": 10,
                     *         "min_amount": null,
                     *         "max_amount": null,
                     *         "active": true,
                     *         "mode": "test",
                     *         "created_at": "2026-11-23T08:00:00.000Z",
                     *         "updated_at": "2026-11-23T08:00:00.000Z",
                     *         "balance": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["SubaccountWithBalance"];
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: currency is not USD, ETB, UGX or DJF, or the bank or wallet does not take it; split_type is not `percentage` or `flat`; a percentage split_value is not above 0 and at most 100 or has more than 2 decimals; a flat one is not a valid amount of the currency; min_amount or max_amount is negative or has too many decimals, or min_amount is above max_amount.
             *
             *     `INVALID_FORMAT`: account.bank_slug is not in GET /v2/banks, or account.account_number breaks the bank's digit rule or the wallet's phone rule; or the body is missing, not sent as `Content-Type: application/json`, not valid JSON or UTF-8, or over 1 MB; or a field holds a NUL character or a lone surrogate.
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
            /**
             * @description `RESOURCE_CONFLICT`: You already have a subaccount for this bank account in this mode.
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
    getSubaccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The subaccount's reference (`sub_…`) */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Subaccount retrieved */
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
                     *       "message": "Subaccount retrieved",
                     *       "data": {
                     *         "subaccount_reference": "sub_2Jx8QwLp5Nc3Vb7Rt1Mk9a",
                     *         "subaccount_name": "Partner PLC",
                     *         "account": {
                     *           "account_name": "Partner PLC",
                     *           "account_number": "1000123450000",
                     *           "bank_slug": "cbe",
                     *           "bank_name": "Commercial Bank of Ethiopia"
                     *         },
                     *         "currency": "ETB",
                     *         "split_type": "percentage",
                     *         "split_value": 10,
                     *         "min_amount": null,
                     *         "max_amount": null,
                     *         "active": true,
                     *         "mode": "test",
                     *         "created_at": "2026-11-23T08:00:00.000Z",
                     *         "updated_at": "2026-11-23T08:00:00.000Z",
                     *         "balance": 90
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["SubaccountWithBalance"];
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
            /** @description `NOT_FOUND`: No subaccount of yours has that reference (another merchant's subaccount is not found either). */
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
    updateSubaccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The subaccount's reference (`sub_…`) */
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subaccount_name": "Partner PLC (Addis)",
                 *       "split_value": 12.5
                 *     }
                 */
                "application/json": {
                    subaccount_name?: string;
                    /** @description `percentage` or `flat`; a change needs split_value too */
                    split_type?: string;
                    /** @description A new split_value alone keeps the current split_type */
                    split_value?: number;
                    min_amount?: number | null;
                    max_amount?: number | null;
                };
            };
        };
        responses: {
            /** @description Subaccount updated */
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
                     *       "message": "Subaccount updated",
                     *       "data": {
                     *         "subaccount_reference": "sub_2Jx8QwLp5Nc3Vb7Rt1Mk9a",
                     *         "subaccount_name": "Partner PLC (Addis)",
                     *         "account": {
                     *           "account_name": "Partner PLC",
                     *           "account_number": "1000123450000",
                     *           "bank_slug": "cbe",
                     *           "bank_name": "Commercial Bank of Ethiopia"
                     *         },
                     *         "currency": "ETB",
                     *         "split_type": "percentage",
                     *         "split_value": 12.5,
                     *         "min_amount": null,
                     *         "max_amount": null,
                     *         "active": true,
                     *         "mode": "test",
                     *         "created_at": "2026-11-23T08:00:00.000Z",
                     *         "updated_at": "2026-11-23T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["Subaccount"];
                    };
                };
            };
            /**
             * @description `INVALID_FORMAT`: The body is missing or empty (send `{}` when there is nothing to say), is not sent as `Content-Type: application/json`, is not valid JSON or UTF-8, or is over 1 MB; or a path parameter or field holds a NUL character or a lone surrogate.
             *
             *     `INVALID_VALUE`: split_type is sent without split_value; split_type is not `percentage` or `flat`; a percentage split_value is not above 0 and at most 100 or has more than 2 decimals; a flat one is not a valid amount of the currency; min_amount or max_amount is negative or has too many decimals, or min_amount is above max_amount.
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
                            code: "INVALID_FORMAT" | "INVALID_VALUE" | "VALIDATION_ERROR";
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
            /** @description `NOT_FOUND`: No subaccount of yours has that reference (another merchant's subaccount is not found either). */
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
            /** @description `INVALID_STATE`: The subaccount is deactivated. */
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
                            code: "INVALID_STATE";
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
    deactivateSubaccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The subaccount's reference (`sub_…`) */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Subaccount deactivated */
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
                     *       "message": "Subaccount deactivated",
                     *       "data": {
                     *         "subaccount_reference": "sub_2Jx8QwLp5Nc3Vb7Rt1Mk9a",
                     *         "subaccount_name": "Partner PLC",
                     *         "account": {
                     *           "account_name": "Partner PLC",
                     *           "account_number": "1000123450000",
                     *           "bank_slug": "cbe",
                     *           "bank_name": "Commercial Bank of Ethiopia"
                     *         },
                     *         "currency": "ETB",
                     *         "split_type": "percentage",
                     *         "split_value": 10,
                     *         "min_amount": null,
                     *         "max_amount": null,
                     *         "active": false,
                     *         "mode": "test",
                     *         "created_at": "2026-11-23T08:00:00.000Z",
                     *         "updated_at": "2026-11-23T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["Subaccount"];
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
            /** @description `NOT_FOUND`: No subaccount of yours has that reference (another merchant's subaccount is not found either). */
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
    settleSubaccount: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The subaccount's reference (`sub_…`) */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Settlement payout created */
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
                     *       "message": "Settlement payout created",
                     *       "data": {
                     *         "gateway_reference": "po_7Hq2LmN9xKp4RtVb1ZcW8e",
                     *         "merchant_reference": null,
                     *         "status": "pending",
                     *         "amount": 90,
                     *         "currency": "ETB",
                     *         "service_fee": 10,
                     *         "subaccount_reference": "sub_2Jx8QwLp5Nc3Vb7Rt1Mk9a"
                     *       },
                     *       "created_at": "2026-11-23T08:00:00.000Z",
                     *       "updated_at": "2026-11-23T08:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["SettlementPayoutCreated"];
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
                };
            };
            /**
             * @description `INVALID_VALUE`: The subaccount's bank no longer takes its currency (the bank registry changed since it was saved).
             *
             *     `INVALID_FORMAT`: The subaccount's bank is no longer in the registry or its account number no longer fits the bank's rule; or the path parameter holds a NUL character or a lone surrogate.
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
            /** @description `NOT_FOUND`: No subaccount of yours has that reference (another merchant's subaccount is not found either). */
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
             * @description `INVALID_STATE`: Nothing to settle: the balance minus the payout fee is below the currency's minimum (a balance of 0 included, e.g. just after a settlement).
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
                            code: "INVALID_STATE" | "IDEMPOTENCY_KEY_IN_USE";
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
    listVirtualAccounts: {
        parameters: {
            query?: {
                /** @description Only accounts in this currency: USD, ETB, UGX or DJF (any case) */
                currency?: string;
                /** @description Only the account with this merchant_reference */
                merchant_reference?: string;
                /** @description Page number, from 1 (default 1). Ignored when `cursor` is given. */
                page?: string;
                /** @description Records per page, 1 to 100 (default 20) */
                per_page?: string;
                /** @description A `next_cursor` or `prev_cursor` from an earlier answer of the same list, as given; it takes precedence over `page` */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Virtual accounts retrieved */
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
                     *       "message": "Virtual accounts retrieved",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "virtual_account_id": "va_7Hq2LmX9pR4tVb1NcK8sWz",
                     *             "account_number": "4820193746105",
                     *             "account_name": "Abebe Kebede",
                     *             "currency": "ETB",
                     *             "balance": 350,
                     *             "merchant_reference": "customer-42",
                     *             "meta": {
                     *               "customer_id": "42"
                     *             },
                     *             "status": "active",
                     *             "mode": "test",
                     *             "created_at": "2026-11-23T08:00:00.000Z",
                     *             "updated_at": "2026-11-23T08:00:00.000Z"
                     *           }
                     *         ],
                     *         "pagination": {
                     *           "page": 1,
                     *           "per_page": 20,
                     *           "total": 1,
                     *           "limit": 1,
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
                            items: components["schemas"]["VirtualAccount"][];
                            pagination: components["schemas"]["VirtualAccountListPagination"];
                        };
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: A query parameter is bad: `currency` not one of USD, ETB, UGX, DJF, an empty `merchant_reference`, `page` below 1, `per_page` outside 1–100, a `cursor` that is not from this list, a parameter given twice, or an unknown parameter.
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
    createVirtualAccount: {
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
                 *       "account_name": "Abebe Kebede",
                 *       "merchant_reference": "customer-42",
                 *       "meta": {
                 *         "customer_id": "42"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description USD, ETB, UGX or DJF (any case; stored upper case). The account holds and is debited in this currency.
                     * @example ETB
                     */
                    currency: string;
                    /**
                     * @description The name the paying customer sees for the account, usually your customer's name
                     * @example Abebe Kebede
                     */
                    account_name: string;
                    /** @description Your own reference for the account (your customer id); unique among your virtual accounts in this mode */
                    merchant_reference?: string;
                    /** @description Your own key-value data, returned as given: at most 50 keys, keys at most 100 characters, at most 8 KB as JSON; `__proto__` is refused as a key at any depth. */
                    meta?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Virtual account created */
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
                     *       "message": "Virtual account created",
                     *       "data": {
                     *         "virtual_account_id": "va_7Hq2LmX9pR4tVb1NcK8sWz",
                     *         "account_number": "4820193746105",
                     *         "account_name": "Abebe Kebede",
                     *         "currency": "ETB",
                     *         "balance": 0,
                     *         "merchant_reference": "customer-42",
                     *         "meta": {
                     *           "customer_id": "42"
                     *         },
                     *         "status": "active",
                     *         "mode": "test",
                     *         "created_at": "2026-11-23T08:00:00.000Z",
                     *         "updated_at": "2026-11-23T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["VirtualAccount"];
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: currency is not USD, ETB, UGX or DJF.
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
            /**
             * @description `RESOURCE_CONFLICT`: merchant_reference is already used by another of your virtual accounts in this mode.
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
    getVirtualAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The virtual account's id (`va_…`) as its creation answered it */
                virtual_account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Virtual account retrieved */
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
                     *       "message": "Virtual account retrieved",
                     *       "data": {
                     *         "virtual_account_id": "va_7Hq2LmX9pR4tVb1NcK8sWz",
                     *         "account_number": "4820193746105",
                     *         "account_name": "Abebe Kebede",
                     *         "currency": "ETB",
                     *         "balance": 350,
                     *         "merchant_reference": "customer-42",
                     *         "meta": {
                     *           "customer_id": "42"
                     *         },
                     *         "status": "active",
                     *         "mode": "test",
                     *         "created_at": "2026-11-23T08:00:00.000Z",
                     *         "updated_at": "2026-11-23T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["VirtualAccount"];
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
            /** @description `NOT_FOUND`: No virtual account has this id, or it is another merchant's (your own account of the other mode answers 401 naming that mode). */
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
    createVirtualAccountTestCredit: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The virtual account's id (`va_…`) as its creation answered it */
                virtual_account_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 500,
                 *       "reference": "FT26327XK9QP"
                 *     }
                 */
                "application/json": {
                    /** @description The transfer's amount in the account's currency, in major units: greater than zero, at most the currency's decimals */
                    amount: number;
                    /** @description The sender's or the bank's reference for the transfer, as a real bank notification would carry it */
                    reference?: string;
                };
            };
        };
        responses: {
            /** @description Test credit received */
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
                     *       "message": "Test credit received",
                     *       "data": {
                     *         "credit_reference": "vac_5Jp8Sd2KfQ6wNz3BvT1rLx",
                     *         "reference": "FT26327XK9QP",
                     *         "amount": 500,
                     *         "currency": "ETB",
                     *         "balance_before": 0,
                     *         "balance_after": 500,
                     *         "created_at": "2026-11-23T09:00:00.000Z",
                     *         "virtual_account": {
                     *           "virtual_account_id": "va_7Hq2LmX9pR4tVb1NcK8sWz",
                     *           "account_number": "4820193746105",
                     *           "account_name": "Abebe Kebede",
                     *           "currency": "ETB",
                     *           "balance": 500,
                     *           "merchant_reference": "customer-42",
                     *           "meta": {
                     *             "customer_id": "42"
                     *           },
                     *           "status": "active",
                     *           "mode": "test",
                     *           "created_at": "2026-11-23T08:00:00.000Z",
                     *           "updated_at": "2026-11-23T08:00:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: {
                            /**
                             * @description The credit's unique reference (`vac_…`)
                             * @example vac_5Jp8Sd2KfQ6wNz3BvT1rLx
                             */
                            credit_reference: string;
                            /** @description The sender's or bank's reference for the transfer, or null */
                            reference: string | null;
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
                            /**
                             * @description The account's balance just before this credit
                             * @example 25.5
                             */
                            balance_before: number;
                            /**
                             * @description The account's balance just after it: balance_before plus amount
                             * @example 25.5
                             */
                            balance_after: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-23T08:15:30.123Z
                             */
                            created_at: string;
                            /** @description The account after the credit, with its new balance */
                            virtual_account: components["schemas"]["VirtualAccount"];
                        };
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: amount is not greater than zero, has more decimals than the account's currency (UGX and DJF have none, USD and ETB two) or exceeds the currency's limit.
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
            /** @description `NOT_FOUND`: No virtual account has this id, or it is another merchant's (your own account of the other mode answers 401 naming that mode). */
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
             * @description `INVALID_STATE`: The account is a live one: only test accounts take simulated transfers.
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
                            code: "INVALID_STATE" | "IDEMPOTENCY_KEY_IN_USE";
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
    listVirtualAccountDebits: {
        parameters: {
            query?: {
                /** @description Debits created at or after this ISO 8601 day (`2026-11-01`) or time (`2026-11-01T08:00:00Z`) */
                from?: string;
                /** @description Debits created before this ISO 8601 time; a bare day includes that whole day. Must be after `from`. */
                to?: string;
                /** @description Page number, from 1 (default 1). Ignored when `cursor` is given. */
                page?: string;
                /** @description Records per page, 1 to 100 (default 20) */
                per_page?: string;
                /** @description Only the debit with this merchant_reference */
                merchant_reference?: string;
                /** @description A `next_cursor` or `prev_cursor` from an earlier answer of the same list, as given; it takes precedence over `page` */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The virtual account's id (`va_…`) as its creation answered it */
                virtual_account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Debits retrieved */
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
                     *       "message": "Debits retrieved",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "debit_reference": "vad_2Wk9Rt4YbN7qLm1XcV5sPd",
                     *             "merchant_reference": "collect-2026-11",
                     *             "amount": 150,
                     *             "currency": "ETB",
                     *             "reason": "November collection",
                     *             "meta": {
                     *               "invoice": "INV-1001"
                     *             },
                     *             "balance_before": 500,
                     *             "balance_after": 350,
                     *             "created_at": "2026-11-23T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "pagination": {
                     *           "page": 1,
                     *           "per_page": 20,
                     *           "total": 1,
                     *           "limit": 1,
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
                            /** @description Newest first */
                            items: components["schemas"]["VirtualAccountDebit"][];
                            pagination: components["schemas"]["VirtualAccountListPagination"];
                        };
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: A query parameter is bad: `from` or `to` not an ISO 8601 day or time, `from` not before `to`, an empty `merchant_reference`, `page` below 1, `per_page` outside 1–100, a `cursor` that is not from this list, a parameter given twice, or an unknown parameter.
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
            /** @description `NOT_FOUND`: No virtual account has this id, or it is another merchant's (your own account of the other mode answers 401 naming that mode). */
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
    createVirtualAccountDebit: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The virtual account's id (`va_…`) as its creation answered it */
                virtual_account_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 150,
                 *       "merchant_reference": "collect-2026-11",
                 *       "reason": "November collection",
                 *       "meta": {
                 *         "invoice": "INV-1001"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description The amount to collect, in the account's currency and major units: greater than zero and at most the account's balance */
                    amount: number;
                    /** @description Your own reference for the debit; unique per virtual account */
                    merchant_reference?: string;
                    /** @description Why the money is collected; shown in the debit history */
                    reason?: string;
                    /** @description Your own key-value data, returned as given: at most 50 keys, keys at most 100 characters, at most 8 KB as JSON; `__proto__` is refused as a key at any depth. */
                    meta?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Virtual account debited */
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
                     *       "message": "Virtual account debited",
                     *       "data": {
                     *         "debit_reference": "vad_2Wk9Rt4YbN7qLm1XcV5sPd",
                     *         "merchant_reference": "collect-2026-11",
                     *         "amount": 150,
                     *         "currency": "ETB",
                     *         "reason": "November collection",
                     *         "meta": {
                     *           "invoice": "INV-1001"
                     *         },
                     *         "balance_before": 500,
                     *         "balance_after": 350,
                     *         "created_at": "2026-11-23T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["VirtualAccountDebit"];
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: amount is not greater than zero, has more decimals than the account's currency (UGX and DJF have none, USD and ETB two) or exceeds the currency's limit.
             *
             *     `INSUFFICIENT_BALANCE`: amount is larger than the account's balance; nothing is written.
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
            /** @description `NOT_FOUND`: No virtual account has this id, or it is another merchant's (your own account of the other mode answers 401 naming that mode). */
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
             * @description `RESOURCE_CONFLICT`: merchant_reference is already used by another debit of this account.
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
}
