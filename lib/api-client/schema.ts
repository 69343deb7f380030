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
    "/v2/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description The endpoints of the key's mode, oldest first, in one page (there are at most 16). Takes no parameters; any is refused. Secrets are not shown.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Add a webhook endpoint
         * @description Adds an endpoint of the key's mode: the gateway POSTs the events it selects there, signed (see the `webhooks` section and the webhooks guide). `url` must be `https://` in live mode, where its host must also resolve only to public addresses (the SSRF guard: loopback, private, link-local, documentation and other non-public addresses are refused, in any spelling, and checked again when each delivery connects). Test mode also accepts `http://` and private addresses, so a receiver on your own machine or network works (unless the operator set ALLOW_PRIVATE_WEBHOOK_URLS=0). The example is such a test-mode receiver (`http://localhost:4000/webhooks`, as in the webhooks guide); a live endpoint looks like `https://shop.example/webhooks`. `enabled_events` takes exact types (`payment.success`), families (`payout.*`) or `["*"]` (the default: every event); duplicates are dropped. `payload_version` `v1` sends the older v1 body, and only the events v1 has names for. At most 16 endpoints per mode. The answer carries the signing `secret`: the API shows it only here and after a rotation.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description One endpoint: its settings, and whether the gateway turned it off (`disabled_reason`) or its deliveries are failing (`failing_since`). The secret is not shown.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Deletes the endpoint with its deliveries and their log; nothing more is sent to it. The events stay in the events feed (`GET /v2/events`).
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description Changes the fields sent (at least one); the others stay. A new `url` follows the same rules as at creation. `enabled: false` stops deliveries (those queued end `failed`); `enabled: true` turns the endpoint on again, also after the gateway turned it off, and clears `disabled_reason` and `failing_since`. Turning it on does not resend what failed meanwhile: use replay.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/v2/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an endpoint's signing secret
         * @description A new secret signs from now on, and the answer shows it. The old one keeps signing beside it for `expires_in_hours` (0 to 72, default 24; 0 drops it at once), so every delivery meanwhile carries two signatures and your receiver can switch without one failing. Rotating again during an overlap drops the older secret: at most two sign. Not idempotent: each call makes a new secret.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhook-endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Queues a signed `webhook_endpoint.test` event to this endpoint only, whatever its `enabled_events` (see the `webhooks` section). It appears in the events feed and the delivery log. 202: the delivery is `pending`; the worker sends it within seconds. Follow it with `GET /v2/webhook-deliveries/{id}`. The body is an empty object.
         */
        post: operations["sendTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an endpoint's deliveries
         * @description The endpoint's delivery log, newest first: one delivery per event sent there, with its status and last attempt (without the attempts themselves: get one delivery for those). Filter by `status` (`pending`, `succeeded`, `failed`) and `event_type`; page with `cursor` (`next_cursor` / `prev_cursor` as given) and `per_page` (1 to 100, default 20). Attempts are kept 30 days.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhook-endpoints/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay failed deliveries
         * @description Every `failed` delivery of the endpoint created at or after `since` goes round the retry schedule again from the first attempt, oldest first, with its original event and `webhook-id`: at most 1,000 per request (`has_more` says when to call again). Use it after fixing a receiver, or after turning an endpoint on again. 202: they are pending; the worker sends them.
         */
        post: operations["replayWebhookDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhook-deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook delivery
         * @description One delivery with every attempt of the last 30 days, oldest first: the request (URL, headers, the body exactly as signed) and the answer (status, first 4 KB of the body), how long it took, and the error when there was no answer.
         */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhook-deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend a delivery
         * @description A `succeeded` or `failed` delivery goes round the retry schedule again from the first attempt, with the same event and `webhook-id` (a receiver that de-duplicates keeps the first it processed). 202: it is `pending`; the worker sends it. The body is an empty object.
         */
        post: operations["resendWebhookDelivery"];
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
}
export interface webhooks {
    "payment.success": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.success: A payment was paid
         * @description The customer paid: the payment is `success` and the money is in your balance (and the subaccounts' shares in theirs). Verify the payment (`GET /v2/payments/{reference}/verify`) before you act on it: a webhook is a signal. `amount` is the full amount, also for a split payment; `split` has the split rules, for reconciliation with `merchant_reference` and `meta.order_id`.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Endpoints with `payload_version: v1` (receivers being migrated from v1) get it in the older flat v1 format instead, as `charge.success`: `amount` and `charge` (the fee) as strings with two decimals, `reference` (the gateway's) and `tx_ref` (yours), `first_name`, `last_name`, `email`, `mobile`, `currency`, `status`, `mode`, `payment_method`, `type`, `customization`, `meta`, `created_at`, `updated_at`. The headers and signatures are the same. See the webhooks guide.
         */
        post: operations["paymentSuccessWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.failed: A payment attempt failed
         * @description An attempt failed (declined, insufficient funds, interrupted, or the customer chose another number); `reason` says why. The checkout takes another attempt until it expires, so a `payment.success` can still follow: do not cancel the order on this event alone. Sent for each failed attempt.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Endpoints with `payload_version: v1` (receivers being migrated from v1) get it in the older flat v1 format instead, as `charge.failed`: `amount` and `charge` (the fee) as strings with two decimals, `reference` (the gateway's) and `tx_ref` (yours), `first_name`, `last_name`, `email`, `mobile`, `currency`, `status`, `mode`, `payment_method`, `type`, `customization`, `meta`, `created_at`, `updated_at`. The headers and signatures are the same. See the webhooks guide.
         */
        post: operations["paymentFailedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.cancelled: A payment was cancelled
         * @description The customer cancelled on the checkout, or you cancelled the payment in the dashboard; `reason` says which. Final: the checkout takes no more attempts.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Endpoints with `payload_version: v1` (receivers being migrated from v1) get it in the older flat v1 format instead, as `charge.cancelled`: `amount` and `charge` (the fee) as strings with two decimals, `reference` (the gateway's) and `tx_ref` (yours), `first_name`, `last_name`, `email`, `mobile`, `currency`, `status`, `mode`, `payment_method`, `type`, `customization`, `meta`, `created_at`, `updated_at`. The headers and signatures are the same. See the webhooks guide.
         */
        post: operations["paymentCancelledWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.incomplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.incomplete: A checkout expired unpaid
         * @description The checkout session expired (an hour after initialization) before the payment was completed. Final; `reason` says so.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Not sent to endpoints with `payload_version: v1`: the v1 format has no name for this event.
         */
        post: operations["paymentIncompleteWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.auth_needed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.auth_needed: A payment waits for the customer's verification
         * @description The attempt needs the customer's verification on the checkout (3-D Secure for a card, an OTP for a wallet). `payment.success` or `payment.failed` follows; nothing to do on your side.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Not sent to endpoints with `payload_version: v1`: the v1 format has no name for this event.
         */
        post: operations["paymentAuthNeededWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.blocked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.blocked: A payment was blocked
         * @description The processor's risk checks blocked the attempt; `reason` says so. Final: the checkout takes no more attempts.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Not sent to endpoints with `payload_version: v1`: the v1 format has no name for this event.
         */
        post: operations["paymentBlockedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.partially_refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.partially_refunded: Part of a payment was refunded
         * @description A refund of part of a paid payment (`webhook_type` is `refund`). `refund_reference` and `refund_amount` are this refund; `amount_refunded` is the total refunded so far; `amount` stays the full payment amount.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Endpoints with `payload_version: v1` (receivers being migrated from v1) get it in the older flat v1 format instead, as `charge.refunded`: `amount` and `charge` (the fee) as strings with two decimals, `reference` (the gateway's) and `tx_ref` (yours), `first_name`, `last_name`, `email`, `mobile`, `currency`, `status` (`refunded`), `mode`, `payment_method`, `type`, `customization`, `meta`, `created_at`, `updated_at`. The headers and signatures are the same. See the webhooks guide.
         */
        post: operations["paymentPartiallyRefundedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.fully_refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.fully_refunded: A payment was refunded in full
         * @description A refund brought the refunded total to the payment's amount (`webhook_type` is `refund`): the payment is `fully_refunded`. `refund_reference` and `refund_amount` are the refund that completed it; `amount_refunded` equals `amount`.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Endpoints with `payload_version: v1` (receivers being migrated from v1) get it in the older flat v1 format instead, as `charge.refunded`: `amount` and `charge` (the fee) as strings with two decimals, `reference` (the gateway's) and `tx_ref` (yours), `first_name`, `last_name`, `email`, `mobile`, `currency`, `status` (`refunded`), `mode`, `payment_method`, `type`, `customization`, `meta`, `created_at`, `updated_at`. The headers and signatures are the same. See the webhooks guide.
         */
        post: operations["paymentFullyRefundedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.duplicate_charge_refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.duplicate_charge_refunded: A duplicate charge was refunded automatically
         * @description The processor charged the customer for an attempt the gateway had already settled otherwise (a late answer for an attempt that had failed, or for a payment already paid by another attempt, cancelled or expired). The gateway refunds that charge at once: your balance and the payment do not change, and `status` is the payment's own status. `duplicate_charge` describes the charge. Nothing to do; keep it for reconciliation and for the customer's questions.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Not sent to endpoints with `payload_version: v1`: the v1 format has no name for this event.
         */
        post: operations["paymentDuplicateChargeRefundedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payout.pending: A payout was created
         * @description A payout was created (API, dashboard, bulk or a subaccount settlement): its amount and fee are held from your balance. `previous_status` is null.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Not sent to endpoints with `payload_version: v1`: the v1 format has no name for this event.
         */
        post: operations["payoutPendingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.processing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payout.processing: A payout was sent to the processor
         * @description The payout went to the processor, or continued after your approval or the right OTP. `payout.success` (or another final status) follows.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Not sent to endpoints with `payload_version: v1`: the v1 format has no name for this event.
         */
        post: operations["payoutProcessingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.success": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payout.success: A payout reached the account
         * @description The money reached the account; `processed_at` says when. The fee is earned. A `payout.reversed` can still follow if the receiving bank returns the transfer.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Endpoints with `payload_version: v1` (receivers being migrated from v1) get it in the older flat v1 format instead, as `payout.success`: `amount` and `charge` (the fee) as strings with two decimals, `reference` (the gateway's) and `tx_ref` (yours), `first_name`, `last_name`, `email`, `mobile`, `currency`, `status`, `mode`, `payment_method`, `type`, `customization`, `meta`, `created_at`, `updated_at`, with `type` `payout` and `account_name`, `account_number`, `bank_slug` (`first_name` is the account name). The headers and signatures are the same. See the webhooks guide.
         */
        post: operations["payoutSuccessWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payout.failed: A payout failed
         * @description The processor failed the payout (`reason` says why), you rejected it, or three wrong OTPs were given. The amount and fee return to your balance. Final.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Endpoints with `payload_version: v1` (receivers being migrated from v1) get it in the older flat v1 format instead, as `payout.failed`: `amount` and `charge` (the fee) as strings with two decimals, `reference` (the gateway's) and `tx_ref` (yours), `first_name`, `last_name`, `email`, `mobile`, `currency`, `status`, `mode`, `payment_method`, `type`, `customization`, `meta`, `created_at`, `updated_at`, with `type` `payout` and `account_name`, `account_number`, `bank_slug` (`first_name` is the account name). The headers and signatures are the same. See the webhooks guide.
         */
        post: operations["payoutFailedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.blocked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payout.blocked: A payout was blocked
         * @description The processor's compliance checks blocked the payout; `reason` says so. The amount and fee return to your balance. Final.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Not sent to endpoints with `payload_version: v1`: the v1 format has no name for this event.
         */
        post: operations["payoutBlockedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.auth_needed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payout.auth_needed: A payout waits for your approval
         * @description The processor holds the payout for your authorization: approve it (`POST /v2/payouts/{reference}/approve`, or the dashboard) to send it on, or reject it (`POST /v2/payouts/{reference}/reject`) to fail it.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Not sent to endpoints with `payload_version: v1`: the v1 format has no name for this event.
         */
        post: operations["payoutAuthNeededWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.otp_needed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payout.otp_needed: A payout waits for an OTP
         * @description The processor sent a one-time code to confirm the payout: send it with `POST /v2/payouts/{reference}/otp`. Three wrong codes fail the payout.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Not sent to endpoints with `payload_version: v1`: the v1 format has no name for this event.
         */
        post: operations["payoutOtpNeededWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.reversed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payout.reversed: A paid-out transfer came back
         * @description The receiving bank returned a successful payout; `reason` says so. The amount and fee return to your balance. Final.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Not sent to endpoints with `payload_version: v1`: the v1 format has no name for this event.
         */
        post: operations["payoutReversedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "virtual_account.credited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * virtual_account.credited: Money arrived in a virtual account
         * @description A bank transfer arrived in a virtual account (in test mode: a test credit, `POST /v2/virtual-accounts/{virtual_account_id}/test-credits`). `gateway_reference` is the `virtual_account_id`; `data` is the credit, with the balance before and after. Sent to v2 endpoints only.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Not sent to endpoints with `payload_version: v1`: the v1 format has no name for this event.
         */
        post: operations["virtualAccountCreditedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "virtual_account.debited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * virtual_account.debited: Money was collected from a virtual account
         * @description You collected money from a virtual account into your available balance (`POST /v2/virtual-accounts/{virtual_account_id}/debits`, or the dashboard). `gateway_reference` is the `virtual_account_id`; `data` is the spec's debit item. Sent to v2 endpoints only.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Not sent to endpoints with `payload_version: v1`: the v1 format has no name for this event.
         */
        post: operations["virtualAccountDebitedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook_endpoint.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook_endpoint.test: A test event
         * @description Sent by `POST /v2/webhook-endpoints/{id}/test` (or the dashboard's test button) to that one endpoint, whatever its `enabled_events`: check that your receiver gets and verifies it. It appears in the delivery log and in the events feed like any event.
         *
         *     The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.
         *
         *     Endpoints with `payload_version: v1` get the v1 test body instead: `{event, mode, reference (the event id), created_at}`.
         */
        post: operations["webhookEndpointTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description The v2 body of `payment.success` */
        PaymentSuccessWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "payment.success";
            /** @constant */
            webhook_type: "payment";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * @description The payment's status after this change
             * @constant
             */
            status: "success";
            /**
             * @description The full payment amount, also for a split payment (spec events rule 1)
             * @example 25.5
             */
            amount: number;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            /** @description Your reference, or null when you gave none */
            merchant_reference: string | null;
            /**
             * @description The payment's gateway reference (`pay_…`)
             * @example pay_1xQmZ8cVbN4rT6yU2iO9pA
             */
            gateway_reference: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the object reached the state this event reports
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description Your meta object, as you sent it; `{}` when you sent none */
            meta: {
                [key: string]: unknown;
            };
            /** @description How the payment was made: `Hosted`, `Payment link`… */
            payment_type: string;
            /** @description The method of the attempt that decided it (`card`, `telebirr`…); null before any attempt */
            payment_method: string | null;
            /** @description The fee, once a method is chosen; null before */
            service_fee: number | null;
            customer: components["schemas"]["PaymentCustomer"];
            /** @description Why it failed, was cancelled, blocked or expired; null otherwise */
            reason: string | null;
            /**
             * @description Refunded so far, in total
             * @example 25.5
             */
            amount_refunded: number;
            /** @description The split rules stored at initialization, with each share (spec events rule 2); empty when not split */
            split: components["schemas"]["PaymentSplit"][];
        };
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
        /** @description The v2 body of `payment.failed` */
        PaymentFailedWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "payment.failed";
            /** @constant */
            webhook_type: "payment";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * @description The payment's status after this change
             * @constant
             */
            status: "failed";
            /**
             * @description The full payment amount, also for a split payment (spec events rule 1)
             * @example 25.5
             */
            amount: number;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            /** @description Your reference, or null when you gave none */
            merchant_reference: string | null;
            /**
             * @description The payment's gateway reference (`pay_…`)
             * @example pay_1xQmZ8cVbN4rT6yU2iO9pA
             */
            gateway_reference: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the object reached the state this event reports
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description Your meta object, as you sent it; `{}` when you sent none */
            meta: {
                [key: string]: unknown;
            };
            /** @description How the payment was made: `Hosted`, `Payment link`… */
            payment_type: string;
            /** @description The method of the attempt that decided it (`card`, `telebirr`…); null before any attempt */
            payment_method: string | null;
            /** @description The fee, once a method is chosen; null before */
            service_fee: number | null;
            customer: components["schemas"]["PaymentCustomer"];
            /** @description Why it failed, was cancelled, blocked or expired; null otherwise */
            reason: string | null;
            /**
             * @description Refunded so far, in total
             * @example 25.5
             */
            amount_refunded: number;
            /** @description The split rules stored at initialization, with each share (spec events rule 2); empty when not split */
            split: components["schemas"]["PaymentSplit"][];
        };
        /** @description The v2 body of `payment.cancelled` */
        PaymentCancelledWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "payment.cancelled";
            /** @constant */
            webhook_type: "payment";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * @description The payment's status after this change
             * @constant
             */
            status: "cancelled";
            /**
             * @description The full payment amount, also for a split payment (spec events rule 1)
             * @example 25.5
             */
            amount: number;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            /** @description Your reference, or null when you gave none */
            merchant_reference: string | null;
            /**
             * @description The payment's gateway reference (`pay_…`)
             * @example pay_1xQmZ8cVbN4rT6yU2iO9pA
             */
            gateway_reference: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the object reached the state this event reports
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description Your meta object, as you sent it; `{}` when you sent none */
            meta: {
                [key: string]: unknown;
            };
            /** @description How the payment was made: `Hosted`, `Payment link`… */
            payment_type: string;
            /** @description The method of the attempt that decided it (`card`, `telebirr`…); null before any attempt */
            payment_method: string | null;
            /** @description The fee, once a method is chosen; null before */
            service_fee: number | null;
            customer: components["schemas"]["PaymentCustomer"];
            /** @description Why it failed, was cancelled, blocked or expired; null otherwise */
            reason: string | null;
            /**
             * @description Refunded so far, in total
             * @example 25.5
             */
            amount_refunded: number;
            /** @description The split rules stored at initialization, with each share (spec events rule 2); empty when not split */
            split: components["schemas"]["PaymentSplit"][];
        };
        /** @description The v2 body of `payment.incomplete` */
        PaymentIncompleteWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "payment.incomplete";
            /** @constant */
            webhook_type: "payment";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * @description The payment's status after this change
             * @constant
             */
            status: "incomplete";
            /**
             * @description The full payment amount, also for a split payment (spec events rule 1)
             * @example 25.5
             */
            amount: number;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            /** @description Your reference, or null when you gave none */
            merchant_reference: string | null;
            /**
             * @description The payment's gateway reference (`pay_…`)
             * @example pay_1xQmZ8cVbN4rT6yU2iO9pA
             */
            gateway_reference: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the object reached the state this event reports
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description Your meta object, as you sent it; `{}` when you sent none */
            meta: {
                [key: string]: unknown;
            };
            /** @description How the payment was made: `Hosted`, `Payment link`… */
            payment_type: string;
            /** @description The method of the attempt that decided it (`card`, `telebirr`…); null before any attempt */
            payment_method: string | null;
            /** @description The fee, once a method is chosen; null before */
            service_fee: number | null;
            customer: components["schemas"]["PaymentCustomer"];
            /** @description Why it failed, was cancelled, blocked or expired; null otherwise */
            reason: string | null;
            /**
             * @description Refunded so far, in total
             * @example 25.5
             */
            amount_refunded: number;
            /** @description The split rules stored at initialization, with each share (spec events rule 2); empty when not split */
            split: components["schemas"]["PaymentSplit"][];
        };
        /** @description The v2 body of `payment.auth_needed` */
        PaymentAuthNeededWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "payment.auth_needed";
            /** @constant */
            webhook_type: "payment";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * @description The payment's status after this change
             * @constant
             */
            status: "auth_needed";
            /**
             * @description The full payment amount, also for a split payment (spec events rule 1)
             * @example 25.5
             */
            amount: number;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            /** @description Your reference, or null when you gave none */
            merchant_reference: string | null;
            /**
             * @description The payment's gateway reference (`pay_…`)
             * @example pay_1xQmZ8cVbN4rT6yU2iO9pA
             */
            gateway_reference: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the object reached the state this event reports
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description Your meta object, as you sent it; `{}` when you sent none */
            meta: {
                [key: string]: unknown;
            };
            /** @description How the payment was made: `Hosted`, `Payment link`… */
            payment_type: string;
            /** @description The method of the attempt that decided it (`card`, `telebirr`…); null before any attempt */
            payment_method: string | null;
            /** @description The fee, once a method is chosen; null before */
            service_fee: number | null;
            customer: components["schemas"]["PaymentCustomer"];
            /** @description Why it failed, was cancelled, blocked or expired; null otherwise */
            reason: string | null;
            /**
             * @description Refunded so far, in total
             * @example 25.5
             */
            amount_refunded: number;
            /** @description The split rules stored at initialization, with each share (spec events rule 2); empty when not split */
            split: components["schemas"]["PaymentSplit"][];
        };
        /** @description The v2 body of `payment.blocked` */
        PaymentBlockedWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "payment.blocked";
            /** @constant */
            webhook_type: "payment";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * @description The payment's status after this change
             * @constant
             */
            status: "blocked";
            /**
             * @description The full payment amount, also for a split payment (spec events rule 1)
             * @example 25.5
             */
            amount: number;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            /** @description Your reference, or null when you gave none */
            merchant_reference: string | null;
            /**
             * @description The payment's gateway reference (`pay_…`)
             * @example pay_1xQmZ8cVbN4rT6yU2iO9pA
             */
            gateway_reference: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the object reached the state this event reports
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description Your meta object, as you sent it; `{}` when you sent none */
            meta: {
                [key: string]: unknown;
            };
            /** @description How the payment was made: `Hosted`, `Payment link`… */
            payment_type: string;
            /** @description The method of the attempt that decided it (`card`, `telebirr`…); null before any attempt */
            payment_method: string | null;
            /** @description The fee, once a method is chosen; null before */
            service_fee: number | null;
            customer: components["schemas"]["PaymentCustomer"];
            /** @description Why it failed, was cancelled, blocked or expired; null otherwise */
            reason: string | null;
            /**
             * @description Refunded so far, in total
             * @example 25.5
             */
            amount_refunded: number;
            /** @description The split rules stored at initialization, with each share (spec events rule 2); empty when not split */
            split: components["schemas"]["PaymentSplit"][];
        };
        /** @description The v2 body of `payment.partially_refunded` */
        PaymentPartiallyRefundedWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "payment.partially_refunded";
            /** @constant */
            webhook_type: "refund";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * @description The payment's status after this change
             * @constant
             */
            status: "partially_refunded";
            /**
             * @description The full payment amount, also for a split payment (spec events rule 1)
             * @example 25.5
             */
            amount: number;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            /** @description Your reference, or null when you gave none */
            merchant_reference: string | null;
            /**
             * @description The payment's gateway reference (`pay_…`)
             * @example pay_1xQmZ8cVbN4rT6yU2iO9pA
             */
            gateway_reference: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the object reached the state this event reports
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description Your meta object, as you sent it; `{}` when you sent none */
            meta: {
                [key: string]: unknown;
            };
            /** @description How the payment was made: `Hosted`, `Payment link`… */
            payment_type: string;
            /** @description The method of the attempt that decided it (`card`, `telebirr`…); null before any attempt */
            payment_method: string | null;
            /** @description The fee, once a method is chosen; null before */
            service_fee: number | null;
            customer: components["schemas"]["PaymentCustomer"];
            /** @description Why it failed, was cancelled, blocked or expired; null otherwise */
            reason: string | null;
            /**
             * @description Refunded so far, in total
             * @example 25.5
             */
            amount_refunded: number;
            /** @description The refund that made this change (`rfd_…`) */
            refund_reference: string;
            /**
             * @description That refund's amount
             * @example 25.5
             */
            refund_amount: number;
            /** @description The split rules stored at initialization, with each share (spec events rule 2); empty when not split */
            split: components["schemas"]["PaymentSplit"][];
        };
        /** @description The v2 body of `payment.fully_refunded` */
        PaymentFullyRefundedWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "payment.fully_refunded";
            /** @constant */
            webhook_type: "refund";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * @description The payment's status after this change
             * @constant
             */
            status: "fully_refunded";
            /**
             * @description The full payment amount, also for a split payment (spec events rule 1)
             * @example 25.5
             */
            amount: number;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            /** @description Your reference, or null when you gave none */
            merchant_reference: string | null;
            /**
             * @description The payment's gateway reference (`pay_…`)
             * @example pay_1xQmZ8cVbN4rT6yU2iO9pA
             */
            gateway_reference: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the object reached the state this event reports
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description Your meta object, as you sent it; `{}` when you sent none */
            meta: {
                [key: string]: unknown;
            };
            /** @description How the payment was made: `Hosted`, `Payment link`… */
            payment_type: string;
            /** @description The method of the attempt that decided it (`card`, `telebirr`…); null before any attempt */
            payment_method: string | null;
            /** @description The fee, once a method is chosen; null before */
            service_fee: number | null;
            customer: components["schemas"]["PaymentCustomer"];
            /** @description Why it failed, was cancelled, blocked or expired; null otherwise */
            reason: string | null;
            /**
             * @description Refunded so far, in total
             * @example 25.5
             */
            amount_refunded: number;
            /** @description The refund that made this change (`rfd_…`) */
            refund_reference: string;
            /**
             * @description That refund's amount
             * @example 25.5
             */
            refund_amount: number;
            /** @description The split rules stored at initialization, with each share (spec events rule 2); empty when not split */
            split: components["schemas"]["PaymentSplit"][];
        };
        /** @description The v2 body of `payment.duplicate_charge_refunded` */
        PaymentDuplicateChargeRefundedWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "payment.duplicate_charge_refunded";
            /** @constant */
            webhook_type: "payment";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /** @description The payment's own status, which the duplicate charge does not change */
            status: components["schemas"]["PaymentStatus"];
            /**
             * @description The full payment amount, also for a split payment (spec events rule 1)
             * @example 25.5
             */
            amount: number;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            /** @description Your reference, or null when you gave none */
            merchant_reference: string | null;
            /**
             * @description The payment's gateway reference (`pay_…`)
             * @example pay_1xQmZ8cVbN4rT6yU2iO9pA
             */
            gateway_reference: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the object reached the state this event reports
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description Your meta object, as you sent it; `{}` when you sent none */
            meta: {
                [key: string]: unknown;
            };
            /** @description How the payment was made: `Hosted`, `Payment link`… */
            payment_type: string;
            /** @description The method of the attempt that decided it (`card`, `telebirr`…); null before any attempt */
            payment_method: string | null;
            /** @description The fee, once a method is chosen; null before */
            service_fee: number | null;
            customer: components["schemas"]["PaymentCustomer"];
            /** @description Why it failed, was cancelled, blocked or expired; null otherwise */
            reason: string | null;
            /**
             * @description Refunded so far, in total
             * @example 25.5
             */
            amount_refunded: number;
            duplicate_charge: components["schemas"]["WebhookDuplicateCharge"];
            /** @description The split rules stored at initialization, with each share (spec events rule 2); empty when not split */
            split: components["schemas"]["PaymentSplit"][];
        };
        /**
         * @description `success` means paid. See the spec's states and transitions.
         * @enum {string}
         */
        PaymentStatus: "pending" | "auth_needed" | "success" | "failed" | "cancelled" | "incomplete" | "blocked" | "partially_refunded" | "fully_refunded";
        WebhookDuplicateCharge: {
            /** @description The checkout attempt the processor charged late (1 is the first) */
            attempt: number;
            payment_method: string;
            /**
             * @description What was charged, and given back: the payment's amount
             * @example 25.5
             */
            amount: number;
            /**
             * @description Always true: the charge is refunded automatically
             * @constant
             */
            refunded: true;
        };
        /** @description The v2 body of `payout.pending` */
        PayoutPendingWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "payout.pending";
            /** @constant */
            webhook_type: "payout";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * @description The payout's status after this change
             * @constant
             */
            status: "pending";
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
            /** @description Your reference, or null when you gave none */
            merchant_reference: string | null;
            /**
             * @description The payout's gateway reference (`po_…`)
             * @example po_3Fg8hK2mN5pQ7rS9tU1vW4
             */
            gateway_reference: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the object reached the state this event reports
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description Your meta object, as you sent it; `{}` when you sent none */
            meta: {
                [key: string]: unknown;
            };
            account: components["schemas"]["WebhookPayoutAccount"];
            /**
             * @description The payout fee, held with the amount and earned on success
             * @example 25.5
             */
            service_fee: number;
            /** @description When the processor's final word (success, failed, blocked) arrived; null before */
            processed_at: string | null;
            /** @description The processor's reason (a failure, a block, a reversal), or why a live payout waits; null otherwise */
            reason: string | null;
            /** @description The status before this change; null for `payout.pending` (just created) */
            previous_status: ("pending" | "processing" | "success" | "failed" | "blocked" | "auth_needed" | "otp_needed" | "reversed") | null;
        };
        WebhookPayoutAccount: {
            account_name: string;
            /** @description Digits for a bank account, E.164 for a wallet */
            account_number: string;
            bank_slug: string;
            bank_name: string;
        };
        /** @description The v2 body of `payout.processing` */
        PayoutProcessingWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "payout.processing";
            /** @constant */
            webhook_type: "payout";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * @description The payout's status after this change
             * @constant
             */
            status: "processing";
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
            /** @description Your reference, or null when you gave none */
            merchant_reference: string | null;
            /**
             * @description The payout's gateway reference (`po_…`)
             * @example po_3Fg8hK2mN5pQ7rS9tU1vW4
             */
            gateway_reference: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the object reached the state this event reports
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description Your meta object, as you sent it; `{}` when you sent none */
            meta: {
                [key: string]: unknown;
            };
            account: components["schemas"]["WebhookPayoutAccount"];
            /**
             * @description The payout fee, held with the amount and earned on success
             * @example 25.5
             */
            service_fee: number;
            /** @description When the processor's final word (success, failed, blocked) arrived; null before */
            processed_at: string | null;
            /** @description The processor's reason (a failure, a block, a reversal), or why a live payout waits; null otherwise */
            reason: string | null;
            /** @description The status before this change; null for `payout.pending` (just created) */
            previous_status: ("pending" | "processing" | "success" | "failed" | "blocked" | "auth_needed" | "otp_needed" | "reversed") | null;
        };
        /** @description The v2 body of `payout.success` */
        PayoutSuccessWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "payout.success";
            /** @constant */
            webhook_type: "payout";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * @description The payout's status after this change
             * @constant
             */
            status: "success";
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
            /** @description Your reference, or null when you gave none */
            merchant_reference: string | null;
            /**
             * @description The payout's gateway reference (`po_…`)
             * @example po_3Fg8hK2mN5pQ7rS9tU1vW4
             */
            gateway_reference: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the object reached the state this event reports
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description Your meta object, as you sent it; `{}` when you sent none */
            meta: {
                [key: string]: unknown;
            };
            account: components["schemas"]["WebhookPayoutAccount"];
            /**
             * @description The payout fee, held with the amount and earned on success
             * @example 25.5
             */
            service_fee: number;
            /** @description When the processor's final word (success, failed, blocked) arrived; null before */
            processed_at: string | null;
            /** @description The processor's reason (a failure, a block, a reversal), or why a live payout waits; null otherwise */
            reason: string | null;
            /** @description The status before this change; null for `payout.pending` (just created) */
            previous_status: ("pending" | "processing" | "success" | "failed" | "blocked" | "auth_needed" | "otp_needed" | "reversed") | null;
        };
        /** @description The v2 body of `payout.failed` */
        PayoutFailedWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "payout.failed";
            /** @constant */
            webhook_type: "payout";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * @description The payout's status after this change
             * @constant
             */
            status: "failed";
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
            /** @description Your reference, or null when you gave none */
            merchant_reference: string | null;
            /**
             * @description The payout's gateway reference (`po_…`)
             * @example po_3Fg8hK2mN5pQ7rS9tU1vW4
             */
            gateway_reference: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the object reached the state this event reports
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description Your meta object, as you sent it; `{}` when you sent none */
            meta: {
                [key: string]: unknown;
            };
            account: components["schemas"]["WebhookPayoutAccount"];
            /**
             * @description The payout fee, held with the amount and earned on success
             * @example 25.5
             */
            service_fee: number;
            /** @description When the processor's final word (success, failed, blocked) arrived; null before */
            processed_at: string | null;
            /** @description The processor's reason (a failure, a block, a reversal), or why a live payout waits; null otherwise */
            reason: string | null;
            /** @description The status before this change; null for `payout.pending` (just created) */
            previous_status: ("pending" | "processing" | "success" | "failed" | "blocked" | "auth_needed" | "otp_needed" | "reversed") | null;
        };
        /** @description The v2 body of `payout.blocked` */
        PayoutBlockedWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "payout.blocked";
            /** @constant */
            webhook_type: "payout";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * @description The payout's status after this change
             * @constant
             */
            status: "blocked";
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
            /** @description Your reference, or null when you gave none */
            merchant_reference: string | null;
            /**
             * @description The payout's gateway reference (`po_…`)
             * @example po_3Fg8hK2mN5pQ7rS9tU1vW4
             */
            gateway_reference: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the object reached the state this event reports
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description Your meta object, as you sent it; `{}` when you sent none */
            meta: {
                [key: string]: unknown;
            };
            account: components["schemas"]["WebhookPayoutAccount"];
            /**
             * @description The payout fee, held with the amount and earned on success
             * @example 25.5
             */
            service_fee: number;
            /** @description When the processor's final word (success, failed, blocked) arrived; null before */
            processed_at: string | null;
            /** @description The processor's reason (a failure, a block, a reversal), or why a live payout waits; null otherwise */
            reason: string | null;
            /** @description The status before this change; null for `payout.pending` (just created) */
            previous_status: ("pending" | "processing" | "success" | "failed" | "blocked" | "auth_needed" | "otp_needed" | "reversed") | null;
        };
        /** @description The v2 body of `payout.auth_needed` */
        PayoutAuthNeededWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "payout.auth_needed";
            /** @constant */
            webhook_type: "payout";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * @description The payout's status after this change
             * @constant
             */
            status: "auth_needed";
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
            /** @description Your reference, or null when you gave none */
            merchant_reference: string | null;
            /**
             * @description The payout's gateway reference (`po_…`)
             * @example po_3Fg8hK2mN5pQ7rS9tU1vW4
             */
            gateway_reference: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the object reached the state this event reports
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description Your meta object, as you sent it; `{}` when you sent none */
            meta: {
                [key: string]: unknown;
            };
            account: components["schemas"]["WebhookPayoutAccount"];
            /**
             * @description The payout fee, held with the amount and earned on success
             * @example 25.5
             */
            service_fee: number;
            /** @description When the processor's final word (success, failed, blocked) arrived; null before */
            processed_at: string | null;
            /** @description The processor's reason (a failure, a block, a reversal), or why a live payout waits; null otherwise */
            reason: string | null;
            /** @description The status before this change; null for `payout.pending` (just created) */
            previous_status: ("pending" | "processing" | "success" | "failed" | "blocked" | "auth_needed" | "otp_needed" | "reversed") | null;
        };
        /** @description The v2 body of `payout.otp_needed` */
        PayoutOtpNeededWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "payout.otp_needed";
            /** @constant */
            webhook_type: "payout";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * @description The payout's status after this change
             * @constant
             */
            status: "otp_needed";
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
            /** @description Your reference, or null when you gave none */
            merchant_reference: string | null;
            /**
             * @description The payout's gateway reference (`po_…`)
             * @example po_3Fg8hK2mN5pQ7rS9tU1vW4
             */
            gateway_reference: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the object reached the state this event reports
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description Your meta object, as you sent it; `{}` when you sent none */
            meta: {
                [key: string]: unknown;
            };
            account: components["schemas"]["WebhookPayoutAccount"];
            /**
             * @description The payout fee, held with the amount and earned on success
             * @example 25.5
             */
            service_fee: number;
            /** @description When the processor's final word (success, failed, blocked) arrived; null before */
            processed_at: string | null;
            /** @description The processor's reason (a failure, a block, a reversal), or why a live payout waits; null otherwise */
            reason: string | null;
            /** @description The status before this change; null for `payout.pending` (just created) */
            previous_status: ("pending" | "processing" | "success" | "failed" | "blocked" | "auth_needed" | "otp_needed" | "reversed") | null;
        };
        /** @description The v2 body of `payout.reversed` */
        PayoutReversedWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "payout.reversed";
            /** @constant */
            webhook_type: "payout";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /**
             * @description The payout's status after this change
             * @constant
             */
            status: "reversed";
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
            /** @description Your reference, or null when you gave none */
            merchant_reference: string | null;
            /**
             * @description The payout's gateway reference (`po_…`)
             * @example po_3Fg8hK2mN5pQ7rS9tU1vW4
             */
            gateway_reference: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the object reached the state this event reports
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description Your meta object, as you sent it; `{}` when you sent none */
            meta: {
                [key: string]: unknown;
            };
            account: components["schemas"]["WebhookPayoutAccount"];
            /**
             * @description The payout fee, held with the amount and earned on success
             * @example 25.5
             */
            service_fee: number;
            /** @description When the processor's final word (success, failed, blocked) arrived; null before */
            processed_at: string | null;
            /** @description The processor's reason (a failure, a block, a reversal), or why a live payout waits; null otherwise */
            reason: string | null;
            /** @description The status before this change; null for `payout.pending` (just created) */
            previous_status: ("pending" | "processing" | "success" | "failed" | "blocked" | "auth_needed" | "otp_needed" | "reversed") | null;
        };
        /** @description The v2 body of `virtual_account.credited` */
        VirtualAccountCreditedWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "virtual_account.credited";
            /** @constant */
            webhook_type: "virtual_account";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /** @description Always null: a credit or debit has no status */
            status: null;
            /**
             * @description The amount received
             * @example 25.5
             */
            amount: number;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            /** @description Always null for a credit */
            merchant_reference: string | null;
            /**
             * @description The virtual account's id (`virtual_account_id`, `va_…`)
             * @example va_6Yt3kP9wQ2mZ5xL8nB1vC4
             */
            gateway_reference: string;
            /**
             * Format: date-time
             * @description When the credit was booked
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the event was written
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description Always `{}` for a credit */
            meta: {
                [key: string]: unknown;
            };
            data: components["schemas"]["WebhookVirtualAccountCredit"];
        };
        WebhookVirtualAccountCredit: {
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
            /** @description The account credited (`va_…`) */
            virtual_account_id: string;
            /** @description Its account number, the one the sender paid to */
            account_number: string;
        };
        /** @description The v2 body of `virtual_account.debited` */
        VirtualAccountDebitedWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "virtual_account.debited";
            /** @constant */
            webhook_type: "virtual_account";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            /** @description Always null: a credit or debit has no status */
            status: null;
            /**
             * @description The amount collected
             * @example 25.5
             */
            amount: number;
            /**
             * @example ETB
             * @enum {string}
             */
            currency: "USD" | "ETB" | "UGX" | "DJF";
            /** @description The debit's merchant_reference, or null */
            merchant_reference: string | null;
            /**
             * @description The virtual account's id (`virtual_account_id`, `va_…`)
             * @example va_6Yt3kP9wQ2mZ5xL8nB1vC4
             */
            gateway_reference: string;
            /**
             * Format: date-time
             * @description When the debit was made
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the event was written
             * @example 2026-11-23T08:15:30.123Z
             */
            updated_at: string;
            /** @description The debit's meta, or `{}` */
            meta: {
                [key: string]: unknown;
            };
            data: components["schemas"]["WebhookVirtualAccountDebit"];
        };
        WebhookVirtualAccountDebit: {
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
            /** @description The account debited (`va_…`) */
            virtual_account_id: string;
        };
        /** @description The v2 body of `webhook_endpoint.test` */
        WebhookEndpointTestWebhook: {
            /**
             * @description The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.
             * @example evt_4sV0k1yH3dMCXm9c2QjvA7
             */
            id: string;
            /** @constant */
            event: "webhook_endpoint.test";
            /** @constant */
            webhook_type: "test";
            /**
             * @description The mode of the key that made the object
             * @enum {string}
             */
            mode: "test" | "live";
            message: string;
            /** @description The endpoint the test was sent to (`whe_…`) */
            webhook_endpoint: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
        };
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
            code?: "INVALID_VALUE" | "INVALID_FORMAT" | "VALIDATION_ERROR" | "INSUFFICIENT_BALANCE" | "UNAUTHORIZED" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "RESOURCE_CONFLICT" | "INVALID_STATE" | "IDEMPOTENCY_KEY_IN_USE" | "IDEMPOTENCY_KEY_MISMATCH" | "RATE_LIMITED" | "PROCESSING_FAILED" | "SERVICE_UNAVAILABLE";
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
        DestinationAccount: {
            account_name: string;
            /** @description As stored: digits only for a bank, E.164 for a wallet (`+251911110000`) */
            account_number: string;
            /** @description The bank or wallet (`GET /v2/banks`) */
            bank_slug: string;
            /** @description Your bank_name, or the registry's name of the bank */
            bank_name: string;
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
        /**
         * @description `pending` → `processing` → `success` | `failed` | `blocked` | `auth_needed` | `otp_needed`; `auth_needed` → `processing` (approved) or `failed` (rejected); `otp_needed` → `processing` (right code) or `failed` (3 wrong codes); `success` → `reversed`. `failed`, `blocked` and `reversed` return amount and fee to the balance.
         * @enum {string}
         */
        PayoutStatus: "pending" | "processing" | "success" | "failed" | "blocked" | "auth_needed" | "otp_needed" | "reversed";
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
        PageOrCursorPagination: {
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
        WebhookEndpointWithSecret: {
            /** @description The endpoint's id (`whe_…`) */
            id: string;
            /** @description Where events are POSTed, as stored (normalised by the URL parser) */
            url: string;
            description: string | null;
            /** @description Exact event types (`payment.success`), families (`payout.*`), or `["*"]`: every event */
            enabled_events: string[];
            /**
             * @description `v2` (default) or `v1`, the older format, for receivers being migrated
             * @enum {string}
             */
            payload_version: "v1" | "v2";
            /** @description false: nothing is sent; deliveries queued for it end `failed` */
            enabled: boolean;
            /** @description Why the gateway turned the endpoint off (it answered 410 Gone, or every delivery failed for 5 days); null when on, or turned off by hand */
            disabled_reason: string | null;
            disabled_at: string | null;
            /** @description The first failed attempt since the last success; null while deliveries succeed */
            failing_since: string | null;
            /** @description During a rotation's overlap: until when the replaced secret still signs beside the new one; null otherwise */
            previous_secret_expires_at: string | null;
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
             * @description The signing secret: `whsec_` and base64 of 32 random bytes. Shown only in this answer (and in the dashboard on demand): keep it with your receiver.
             * @example whsec_Mx3vJ0cQ8yT2nR5bK7wLhP1sD4fG6jZ9aE0uV2iO8qY=
             */
            secret: string;
        };
        WebhookEndpoint: {
            /** @description The endpoint's id (`whe_…`) */
            id: string;
            /** @description Where events are POSTed, as stored (normalised by the URL parser) */
            url: string;
            description: string | null;
            /** @description Exact event types (`payment.success`), families (`payout.*`), or `["*"]`: every event */
            enabled_events: string[];
            /**
             * @description `v2` (default) or `v1`, the older format, for receivers being migrated
             * @enum {string}
             */
            payload_version: "v1" | "v2";
            /** @description false: nothing is sent; deliveries queued for it end `failed` */
            enabled: boolean;
            /** @description Why the gateway turned the endpoint off (it answered 410 Gone, or every delivery failed for 5 days); null when on, or turned off by hand */
            disabled_reason: string | null;
            disabled_at: string | null;
            /** @description The first failed attempt since the last success; null while deliveries succeed */
            failing_since: string | null;
            /** @description During a rotation's overlap: until when the replaced secret still signs beside the new one; null otherwise */
            previous_secret_expires_at: string | null;
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
        WebhookDelivery: {
            /** @description The delivery's id (`whd_…`): one per event and endpoint */
            id: string;
            endpoint_id: string;
            /** @description The event's id, sent as the `webhook-id` header: the same on every attempt and resend */
            event_id: string;
            event_type: string;
            /**
             * @description `pending` while attempts are scheduled; `succeeded` after a 2xx; `failed` after the last attempt failed
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            /** @description Attempts made in the current round (a resend starts a new round from 0) */
            attempts: number;
            next_attempt_at: string | null;
            last_attempt_at: string | null;
            last_status_code: number | null;
            last_error: string | null;
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
            /** @description Every attempt kept (30 days), oldest first */
            attempt_log: components["schemas"]["WebhookAttempt"][];
        };
        WebhookAttempt: {
            /** @description The attempt's id (`wha_…`) */
            id: string;
            /**
             * Format: date-time
             * @example 2026-11-23T08:15:30.123Z
             */
            created_at: string;
            request: {
                url: string;
                /** @description The headers sent: content-type, user-agent, webhook-id, webhook-timestamp, webhook-signature, Gateway-Signature */
                headers: {
                    [key: string]: string;
                };
                /** @description The body exactly as sent and signed */
                body: string;
            };
            /** @description null when there was no answer (a timeout, a refused connection, an address the SSRF guard refused) */
            response: {
                status: number;
                /** @description The first 4 KB of the answer's body */
                body: string | null;
            } | null;
            duration_ms: number;
            /** @description Why the attempt failed without an answer, or was not sent */
            error: string | null;
        };
        WebhookDeliverySummary: {
            /** @description The delivery's id (`whd_…`): one per event and endpoint */
            id: string;
            endpoint_id: string;
            /** @description The event's id, sent as the `webhook-id` header: the same on every attempt and resend */
            event_id: string;
            event_type: string;
            /**
             * @description `pending` while attempts are scheduled; `succeeded` after a 2xx; `failed` after the last attempt failed
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            /** @description Attempts made in the current round (a resend starts a new round from 0) */
            attempts: number;
            next_attempt_at: string | null;
            last_attempt_at: string | null;
            last_status_code: number | null;
            last_error: string | null;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding; or the body is missing, empty, not UTF-8, not JSON, larger than 1 MB, or sent without `Content-Type: application/json`; or the Idempotency-Key is not 1 to 255 printable ASCII characters.
             *
             *     `VALIDATION_ERROR`: The body or query does not match the schema: a missing or mistyped field, an unknown field (schemas are strict).
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding; or the body is missing, empty, not UTF-8, not JSON, larger than 1 MB, or sent without `Content-Type: application/json`; or the Idempotency-Key is not 1 to 255 printable ASCII characters.
             *
             *     `VALIDATION_ERROR`: The body or query does not match the schema: a missing or mistyped field, an unknown field (schemas are strict).
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding; or the body is missing, empty, not UTF-8, not JSON, larger than 1 MB, or sent without `Content-Type: application/json`.
             *
             *     `VALIDATION_ERROR`: The body or query does not match the schema: a missing or mistyped field, an unknown field (schemas are strict).
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                            pagination: components["schemas"]["PageOrCursorPagination"];
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding; or the body is missing, empty, not UTF-8, not JSON, larger than 1 MB, or sent without `Content-Type: application/json`; or the Idempotency-Key is not 1 to 255 printable ASCII characters.
             *
             *     `VALIDATION_ERROR`: The body or query does not match the schema: a missing or mistyped field, an unknown field (schemas are strict).
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                            pagination: components["schemas"]["PageOrCursorPagination"];
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding; or the body is missing, empty, not UTF-8, not JSON, larger than 1 MB, or sent without `Content-Type: application/json`; or the Idempotency-Key is not 1 to 255 printable ASCII characters.
             *
             *     `VALIDATION_ERROR`: The body or query does not match the schema: a missing or mistyped field, an unknown field (schemas are strict).
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding; or the body is missing, empty, not UTF-8, not JSON, larger than 1 MB, or sent without `Content-Type: application/json`; or the Idempotency-Key is not 1 to 255 printable ASCII characters.
             *
             *     `VALIDATION_ERROR`: The body or query does not match the schema: a missing or mistyped field, an unknown field (schemas are strict).
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                            pagination: components["schemas"]["PageOrCursorPagination"];
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding; or the body is missing, empty, not UTF-8, not JSON, larger than 1 MB, or sent without `Content-Type: application/json`; or the Idempotency-Key is not 1 to 255 printable ASCII characters.
             *
             *     `VALIDATION_ERROR`: The body or query does not match the schema: a missing or mistyped field, an unknown field (schemas are strict).
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Webhook endpoints retrieved */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Webhook endpoints retrieved",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": "whe_0Pq2wE4rT6yU8iO0pA2sD4",
                     *             "url": "http://localhost:4000/webhooks",
                     *             "description": "Order fulfilment (development)",
                     *             "enabled_events": [
                     *               "payment.success",
                     *               "payment.failed",
                     *               "payout.*"
                     *             ],
                     *             "payload_version": "v2",
                     *             "enabled": true,
                     *             "disabled_reason": null,
                     *             "disabled_at": null,
                     *             "failing_since": null,
                     *             "previous_secret_expires_at": null,
                     *             "mode": "test",
                     *             "created_at": "2026-11-23T08:00:00.000Z",
                     *             "updated_at": "2026-11-23T08:00:00.000Z"
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
                            /** @description At most 16, oldest first: one page */
                            items: components["schemas"]["WebhookEndpoint"][];
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
    createWebhookEndpoint: {
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
                 *       "url": "http://localhost:4000/webhooks",
                 *       "description": "Order fulfilment (development)",
                 *       "enabled_events": [
                 *         "payment.success",
                 *         "payment.failed",
                 *         "payout.*"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Where events are POSTed, at most 2048 characters. Live mode: `https://` and a host that resolves only to public addresses (the SSRF guard). Test mode also accepts `http://` and private addresses, such as a receiver on your own machine. */
                    url: string;
                    /** @description Your note, at most 500 characters; null clears it */
                    description?: string | null;
                    /** @description Exact event types (`payment.success`), families (`payout.*`), or `["*"]` for every event (the default at creation); at most 50 entries */
                    enabled_events?: string[];
                    /**
                     * @description `v2` (the default at creation) or `v1`, the older body, for a receiver being migrated: v1 gets only the events it has names for
                     * @enum {string}
                     */
                    payload_version?: "v1" | "v2";
                    /** @description false: nothing is sent (the default at creation is true) */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Webhook endpoint created */
            201: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Webhook endpoint created",
                     *       "data": {
                     *         "id": "whe_0Pq2wE4rT6yU8iO0pA2sD4",
                     *         "url": "http://localhost:4000/webhooks",
                     *         "description": "Order fulfilment (development)",
                     *         "enabled_events": [
                     *           "payment.success",
                     *           "payment.failed",
                     *           "payout.*"
                     *         ],
                     *         "payload_version": "v2",
                     *         "enabled": true,
                     *         "disabled_reason": null,
                     *         "disabled_at": null,
                     *         "failing_since": null,
                     *         "previous_secret_expires_at": null,
                     *         "mode": "test",
                     *         "created_at": "2026-11-23T08:00:00.000Z",
                     *         "updated_at": "2026-11-23T08:00:00.000Z",
                     *         "secret": "whsec_Mx3vJ0cQ8yT2nR5bK7wLhP1sD4fG6jZ9aE0uV2iO8qY="
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["WebhookEndpointWithSecret"];
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: The URL is refused: not http(s) (https only in live mode), a user name or password in it, a host that does not resolve, or (in live mode, and in test mode when the operator set ALLOW_PRIVATE_WEBHOOK_URLS=0) a host that is or resolves to a non-public address (loopback, private, link-local such as 169.254.169.254, documentation…). Nothing is saved.
             *
             *     `INVALID_VALUE`: An enabled_events entry is not an event type, a family (`payout.*`) or `*`.
             *
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding; or the body is missing, empty, not UTF-8, not JSON, larger than 1 MB, or sent without `Content-Type: application/json`.
             *
             *     `VALIDATION_ERROR`: The body or query does not match the schema: a missing or mistyped field, an unknown field (schemas are strict).
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RESOURCE_CONFLICT`: The merchant already has 16 webhook endpoints in this mode. */
            409: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                            code: "RESOURCE_CONFLICT";
                            /** @description Per-field problems for validation errors; null or an object otherwise */
                            details: components["schemas"]["FieldError"][] | {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id (`whe_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Webhook endpoint retrieved */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Webhook endpoint retrieved",
                     *       "data": {
                     *         "id": "whe_0Pq2wE4rT6yU8iO0pA2sD4",
                     *         "url": "http://localhost:4000/webhooks",
                     *         "description": "Order fulfilment (development)",
                     *         "enabled_events": [
                     *           "payment.success",
                     *           "payment.failed",
                     *           "payout.*"
                     *         ],
                     *         "payload_version": "v2",
                     *         "enabled": true,
                     *         "disabled_reason": null,
                     *         "disabled_at": null,
                     *         "failing_since": null,
                     *         "previous_secret_expires_at": null,
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
                        data: components["schemas"]["WebhookEndpoint"];
                    };
                };
            };
            /** @description `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding. */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `NOT_FOUND`: No webhook endpoint of this merchant has that id (another merchant's endpoint is not found either). */
            404: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id (`whe_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Webhook endpoint deleted */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Webhook endpoint deleted",
                     *       "data": {
                     *         "id": "whe_0Pq2wE4rT6yU8iO0pA2sD4",
                     *         "deleted": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: {
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding. */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `NOT_FOUND`: No webhook endpoint of this merchant has that id (another merchant's endpoint is not found either). */
            404: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id (`whe_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled_events": [
                 *         "payment.*",
                 *         "payout.*"
                 *       ],
                 *       "description": "Orders and payouts (development)"
                 *     }
                 */
                "application/json": {
                    /** @description Where events are POSTed, at most 2048 characters. Live mode: `https://` and a host that resolves only to public addresses (the SSRF guard). Test mode also accepts `http://` and private addresses, such as a receiver on your own machine. */
                    url?: string;
                    /** @description Your note, at most 500 characters; null clears it */
                    description?: string | null;
                    /** @description Exact event types (`payment.success`), families (`payout.*`), or `["*"]` for every event (the default at creation); at most 50 entries */
                    enabled_events?: string[];
                    /**
                     * @description `v2` (the default at creation) or `v1`, the older body, for a receiver being migrated: v1 gets only the events it has names for
                     * @enum {string}
                     */
                    payload_version?: "v1" | "v2";
                    /** @description false: nothing is sent (the default at creation is true) */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Webhook endpoint updated */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Webhook endpoint updated",
                     *       "data": {
                     *         "id": "whe_0Pq2wE4rT6yU8iO0pA2sD4",
                     *         "url": "http://localhost:4000/webhooks",
                     *         "description": "Orders and payouts (development)",
                     *         "enabled_events": [
                     *           "payment.*",
                     *           "payout.*"
                     *         ],
                     *         "payload_version": "v2",
                     *         "enabled": true,
                     *         "disabled_reason": null,
                     *         "disabled_at": null,
                     *         "failing_since": null,
                     *         "previous_secret_expires_at": null,
                     *         "mode": "test",
                     *         "created_at": "2026-11-23T08:00:00.000Z",
                     *         "updated_at": "2026-11-23T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["WebhookEndpoint"];
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: The URL is refused: not http(s) (https only in live mode), a user name or password in it, a host that does not resolve, or (in live mode, and in test mode when the operator set ALLOW_PRIVATE_WEBHOOK_URLS=0) a host that is or resolves to a non-public address (loopback, private, link-local such as 169.254.169.254, documentation…). Nothing is saved.
             *
             *     `INVALID_VALUE`: An enabled_events entry is not an event type, a family (`payout.*`) or `*`.
             *
             *     `VALIDATION_ERROR`: The body does not match the schema: no field to change, a mistyped field, an unknown field (schemas are strict).
             *
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding; or the body is missing, empty, not UTF-8, not JSON, larger than 1 MB, or sent without `Content-Type: application/json`.
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `NOT_FOUND`: No webhook endpoint of this merchant has that id (another merchant's endpoint is not found either). */
            404: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id (`whe_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "expires_in_hours": 24
                 *     }
                 */
                "application/json": {
                    /** @description How long the replaced secret keeps signing beside the new one: 0 to 72 hours, default 24; 0 drops it at once */
                    expires_in_hours?: number;
                };
            };
        };
        responses: {
            /** @description Webhook secret rotated */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Webhook secret rotated",
                     *       "data": {
                     *         "id": "whe_0Pq2wE4rT6yU8iO0pA2sD4",
                     *         "url": "http://localhost:4000/webhooks",
                     *         "description": "Order fulfilment (development)",
                     *         "enabled_events": [
                     *           "payment.success",
                     *           "payment.failed",
                     *           "payout.*"
                     *         ],
                     *         "payload_version": "v2",
                     *         "enabled": true,
                     *         "disabled_reason": null,
                     *         "disabled_at": null,
                     *         "failing_since": null,
                     *         "previous_secret_expires_at": "2026-11-24T09:45:00.000Z",
                     *         "mode": "test",
                     *         "created_at": "2026-11-23T08:00:00.000Z",
                     *         "updated_at": "2026-11-23T09:45:00.000Z",
                     *         "secret": "whsec_Qe5rT7yU9iO1pA3sD5fG7hJ9kL1zX3cV5bN7mQ9wE1s="
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["WebhookEndpointWithSecret"];
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: expires_in_hours is not between 0 and 72.
             *
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding; or the body is missing, empty, not UTF-8, not JSON, larger than 1 MB, or sent without `Content-Type: application/json`.
             *
             *     `VALIDATION_ERROR`: The body or query does not match the schema: a missing or mistyped field, an unknown field (schemas are strict).
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `NOT_FOUND`: No webhook endpoint of this merchant has that id (another merchant's endpoint is not found either). */
            404: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
    sendTestWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id (`whe_…`) */
                id: string;
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
            /** @description Test event queued */
            202: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Test event queued",
                     *       "data": {
                     *         "id": "whd_5Tg7yH9uJ1iK3oL5pZ7xC9",
                     *         "endpoint_id": "whe_0Pq2wE4rT6yU8iO0pA2sD4",
                     *         "event_id": "evt_1Az3sX5dC7fV9gB1hN3jM5",
                     *         "event_type": "webhook_endpoint.test",
                     *         "status": "pending",
                     *         "attempts": 0,
                     *         "next_attempt_at": "2026-11-23T08:05:00.000Z",
                     *         "last_attempt_at": null,
                     *         "last_status_code": null,
                     *         "last_error": null,
                     *         "mode": "test",
                     *         "created_at": "2026-11-23T08:05:00.000Z",
                     *         "updated_at": "2026-11-23T08:05:00.000Z",
                     *         "attempt_log": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["WebhookDelivery"];
                    };
                };
            };
            /**
             * @description `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding; or the body is missing, empty, not UTF-8, not JSON, larger than 1 MB, or sent without `Content-Type: application/json`.
             *
             *     `VALIDATION_ERROR`: The body or query does not match the schema: a missing or mistyped field, an unknown field (schemas are strict).
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `NOT_FOUND`: No webhook endpoint of this merchant has that id (another merchant's endpoint is not found either). */
            404: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `INVALID_STATE`: The endpoint is disabled (by you, or by the gateway after a 410 Gone or days of failures): enable it before sending a test event. */
            409: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description `pending`, `succeeded` or `failed` */
                status?: string;
                /** @description One event type, e.g. `payment.success` */
                event_type?: string;
                /** @description `next_cursor` or `prev_cursor` from a previous page, as given */
                cursor?: string;
                /** @description Deliveries per page, 1 to 100 */
                per_page?: number;
            };
            header?: never;
            path: {
                /** @description The webhook endpoint's id (`whe_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Webhook deliveries retrieved */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Webhook deliveries retrieved",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": "whd_5Tg7yH9uJ1iK3oL5pZ7xC9",
                     *             "endpoint_id": "whe_0Pq2wE4rT6yU8iO0pA2sD4",
                     *             "event_id": "evt_1Az3sX5dC7fV9gB1hN3jM5",
                     *             "event_type": "webhook_endpoint.test",
                     *             "status": "succeeded",
                     *             "attempts": 1,
                     *             "next_attempt_at": null,
                     *             "last_attempt_at": "2026-11-23T08:05:00.210Z",
                     *             "last_status_code": 200,
                     *             "last_error": null,
                     *             "mode": "test",
                     *             "created_at": "2026-11-23T08:05:00.000Z",
                     *             "updated_at": "2026-11-23T08:05:00.260Z"
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
                            items: components["schemas"]["WebhookDeliverySummary"][];
                            pagination: components["schemas"]["CursorPagination"];
                        };
                    };
                };
            };
            /**
             * @description `INVALID_VALUE`: status is not pending, succeeded or failed, or cursor is not one this list handed out.
             *
             *     `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding.
             *
             *     `VALIDATION_ERROR`: The body or query does not match the schema: a missing or mistyped field, an unknown field (schemas are strict).
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `NOT_FOUND`: No webhook endpoint of this merchant has that id (another merchant's endpoint is not found either). */
            404: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
    replayWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id (`whe_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "since": "2026-11-20T00:00:00Z"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date-time
                     * @description Replay the failed deliveries created at or after this time (ISO 8601 date-time with a zone)
                     */
                    since: string;
                };
            };
        };
        responses: {
            /** @description Failed deliveries queued again */
            202: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Failed deliveries queued again",
                     *       "data": {
                     *         "replayed": 3,
                     *         "has_more": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: {
                            /** @description Failed deliveries made pending again (at most 1,000 per request) */
                            replayed: number;
                            /** @description true: more failed deliveries are left; call again with the same `since` */
                            has_more: boolean;
                        };
                    };
                };
            };
            /**
             * @description `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding; or the body is missing, empty, not UTF-8, not JSON, larger than 1 MB, or sent without `Content-Type: application/json`.
             *
             *     `VALIDATION_ERROR`: The body or query does not match the schema: a missing or mistyped field, an unknown field (schemas are strict).
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `NOT_FOUND`: No webhook endpoint of this merchant has that id (another merchant's endpoint is not found either). */
            404: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `INVALID_STATE`: The endpoint is disabled (by you, or by the gateway after a 410 Gone or days of failures): enable it before replaying. */
            409: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The delivery's id (`whd_…`), from the delivery log or the test event's answer */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Webhook delivery retrieved */
            200: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Webhook delivery retrieved",
                     *       "data": {
                     *         "id": "whd_5Tg7yH9uJ1iK3oL5pZ7xC9",
                     *         "endpoint_id": "whe_0Pq2wE4rT6yU8iO0pA2sD4",
                     *         "event_id": "evt_1Az3sX5dC7fV9gB1hN3jM5",
                     *         "event_type": "webhook_endpoint.test",
                     *         "status": "succeeded",
                     *         "attempts": 1,
                     *         "next_attempt_at": null,
                     *         "last_attempt_at": "2026-11-23T08:05:00.210Z",
                     *         "last_status_code": 200,
                     *         "last_error": null,
                     *         "mode": "test",
                     *         "created_at": "2026-11-23T08:05:00.000Z",
                     *         "updated_at": "2026-11-23T08:05:00.260Z",
                     *         "attempt_log": [
                     *           {
                     *             "id": "wha_8Uj0iK2oL4pZ6xC8vB0nM2",
                     *             "created_at": "2026-11-23T08:05:00.210Z",
                     *             "request": {
                     *               "url": "http://localhost:4000/webhooks",
                     *               "headers": {
                     *                 "content-type": "application/json",
                     *                 "user-agent": "Gateway-Webhooks/1.0",
                     *                 "webhook-id": "evt_1Az3sX5dC7fV9gB1hN3jM5",
                     *                 "webhook-timestamp": "1795421100",
                     *                 "webhook-signature": "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
                     *                 "Gateway-Signature": "2f6c1d4e8a9b0c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d"
                     *               },
                     *               "body": "{\"id\":\"evt_1Az3sX5dC7fV9gB1hN3jM5\",\"event\":\"webhook_endpoint.test\",\"webhook_type\":\"test\",\"mode\":\"test\",\"message\":\"A test event from the gateway: your endpoint received and can verify it.\",\"webhook_endpoint\":\"whe_0Pq2wE4rT6yU8iO0pA2sD4\",\"created_at\":\"2026-11-23T08:05:00.000Z\"}"
                     *             },
                     *             "response": {
                     *               "status": 200,
                     *               "body": "ok"
                     *             },
                     *             "duration_ms": 48,
                     *             "error": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["WebhookDelivery"];
                    };
                };
            };
            /** @description `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding. */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `NOT_FOUND`: No webhook delivery of this merchant has that id. */
            404: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The delivery's id (`whd_…`), from the delivery log or the test event's answer */
                id: string;
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
            /** @description Delivery queued again */
            202: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "Delivery queued again",
                     *       "data": {
                     *         "id": "whd_5Tg7yH9uJ1iK3oL5pZ7xC9",
                     *         "endpoint_id": "whe_0Pq2wE4rT6yU8iO0pA2sD4",
                     *         "event_id": "evt_1Az3sX5dC7fV9gB1hN3jM5",
                     *         "event_type": "webhook_endpoint.test",
                     *         "status": "pending",
                     *         "attempts": 0,
                     *         "next_attempt_at": "2026-11-23T09:00:00.000Z",
                     *         "last_attempt_at": "2026-11-23T08:05:00.210Z",
                     *         "last_status_code": 200,
                     *         "last_error": null,
                     *         "mode": "test",
                     *         "created_at": "2026-11-23T08:05:00.000Z",
                     *         "updated_at": "2026-11-23T09:00:00.000Z",
                     *         "attempt_log": [
                     *           {
                     *             "id": "wha_8Uj0iK2oL4pZ6xC8vB0nM2",
                     *             "created_at": "2026-11-23T08:05:00.210Z",
                     *             "request": {
                     *               "url": "http://localhost:4000/webhooks",
                     *               "headers": {
                     *                 "content-type": "application/json",
                     *                 "user-agent": "Gateway-Webhooks/1.0",
                     *                 "webhook-id": "evt_1Az3sX5dC7fV9gB1hN3jM5",
                     *                 "webhook-timestamp": "1795421100",
                     *                 "webhook-signature": "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
                     *                 "Gateway-Signature": "2f6c1d4e8a9b0c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d"
                     *               },
                     *               "body": "{\"id\":\"evt_1Az3sX5dC7fV9gB1hN3jM5\",\"event\":\"webhook_endpoint.test\",\"webhook_type\":\"test\",\"mode\":\"test\",\"message\":\"A test event from the gateway: your endpoint received and can verify it.\",\"webhook_endpoint\":\"whe_0Pq2wE4rT6yU8iO0pA2sD4\",\"created_at\":\"2026-11-23T08:05:00.000Z\"}"
                     *             },
                     *             "response": {
                     *               "status": 200,
                     *               "body": "ok"
                     *             },
                     *             "duration_ms": 48,
                     *             "error": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string;
                        data: components["schemas"]["WebhookDelivery"];
                    };
                };
            };
            /**
             * @description `INVALID_FORMAT`: A path or query parameter or a body field holds text the database cannot store (a NUL character, a lone surrogate) or malformed percent-encoding; or the body is missing, empty, not UTF-8, not JSON, larger than 1 MB, or sent without `Content-Type: application/json`.
             *
             *     `VALIDATION_ERROR`: The body or query does not match the schema: a missing or mistyped field, an unknown field (schemas are strict).
             */
            400: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `NOT_FOUND`: No webhook delivery of this merchant has that id. */
            404: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `INVALID_STATE`: The delivery is still pending (being sent), its endpoint is disabled, or it changed while the request ran. */
            409: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                     *               "service_fee": 7.5,
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                     *           "service_fee": 7.5,
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `RATE_LIMITED`: The key sent more requests than its rate limit allows (a token bucket per key: by default 100 a second with bursts of 200 in live mode, 25 a second with bursts of 50 in test mode). Wait the `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "RATE_LIMITED";
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
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description The key's bucket size: the most requests it may send at once (live: 200, test: 50 unless configured otherwise) */
                    "RateLimit-Limit"?: string;
                    /** @description Requests the key may still send right now */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the bucket is full again (RateLimit-Remaining back to RateLimit-Limit); 0 when it is full */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
            /** @description `SERVICE_UNAVAILABLE`: The database did not answer (a restart, a failover, a statement over its time limit); nothing was changed. Wait the `Retry-After` seconds and send the same request again, with the same Idempotency-Key. */
            503: {
                headers: {
                    /** @description The request's id: yours from `Request-Id` or `X-Request-Id`, or one we made. Quote it to support. */
                    "Request-Id": string;
                    /** @description Seconds to wait before the next request is accepted (at least 1) */
                    "Retry-After": string;
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
                            code: "SERVICE_UNAVAILABLE";
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
    paymentSuccessWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `payment.success` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_4sV0k1yH3dMCXm9c2QjvA7",
                 *       "event": "payment.success",
                 *       "webhook_type": "payment",
                 *       "mode": "test",
                 *       "status": "success",
                 *       "amount": 1500,
                 *       "currency": "ETB",
                 *       "merchant_reference": "order-1042",
                 *       "gateway_reference": "pay_1xQmZ8cVbN4rT6yU2iO9pA",
                 *       "created_at": "2026-11-23T09:12:03.114Z",
                 *       "updated_at": "2026-11-23T09:13:40.551Z",
                 *       "meta": {
                 *         "order_id": "1042"
                 *       },
                 *       "payment_type": "Hosted",
                 *       "payment_method": "telebirr",
                 *       "service_fee": 52.5,
                 *       "customer": {
                 *         "first_name": "Abebe",
                 *         "last_name": "Bikila",
                 *         "email": "abebe@example.com",
                 *         "phone_number": "+251911000000"
                 *       },
                 *       "reason": null,
                 *       "amount_refunded": 0,
                 *       "split": [
                 *         {
                 *           "subaccount_reference": "sub_7Hq2nR4tV6xZ8bD0fG2jK4",
                 *           "split_type": "percentage",
                 *           "split_value": 20,
                 *           "amount": 300,
                 *           "fee": 10.5
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PaymentSuccessWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    paymentFailedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `payment.failed` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_4sV0k1yH3dMCXm9c2QjvA7",
                 *       "event": "payment.failed",
                 *       "webhook_type": "payment",
                 *       "mode": "test",
                 *       "status": "failed",
                 *       "amount": 1500,
                 *       "currency": "ETB",
                 *       "merchant_reference": "order-1042",
                 *       "gateway_reference": "pay_1xQmZ8cVbN4rT6yU2iO9pA",
                 *       "created_at": "2026-11-23T09:12:03.114Z",
                 *       "updated_at": "2026-11-23T09:13:40.551Z",
                 *       "meta": {
                 *         "order_id": "1042"
                 *       },
                 *       "payment_type": "Hosted",
                 *       "payment_method": "card",
                 *       "service_fee": null,
                 *       "customer": {
                 *         "first_name": "Abebe",
                 *         "last_name": "Bikila",
                 *         "email": "abebe@example.com",
                 *         "phone_number": "+251911000000"
                 *       },
                 *       "reason": "Card declined",
                 *       "amount_refunded": 0,
                 *       "split": []
                 *     }
                 */
                "application/json": components["schemas"]["PaymentFailedWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    paymentCancelledWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `payment.cancelled` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_4sV0k1yH3dMCXm9c2QjvA7",
                 *       "event": "payment.cancelled",
                 *       "webhook_type": "payment",
                 *       "mode": "test",
                 *       "status": "cancelled",
                 *       "amount": 1500,
                 *       "currency": "ETB",
                 *       "merchant_reference": "order-1042",
                 *       "gateway_reference": "pay_1xQmZ8cVbN4rT6yU2iO9pA",
                 *       "created_at": "2026-11-23T09:12:03.114Z",
                 *       "updated_at": "2026-11-23T09:13:40.551Z",
                 *       "meta": {
                 *         "order_id": "1042"
                 *       },
                 *       "payment_type": "Hosted",
                 *       "payment_method": null,
                 *       "service_fee": null,
                 *       "customer": {
                 *         "first_name": "Abebe",
                 *         "last_name": "Bikila",
                 *         "email": "abebe@example.com",
                 *         "phone_number": "+251911000000"
                 *       },
                 *       "reason": "Cancelled by the customer",
                 *       "amount_refunded": 0,
                 *       "split": []
                 *     }
                 */
                "application/json": components["schemas"]["PaymentCancelledWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    paymentIncompleteWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `payment.incomplete` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_4sV0k1yH3dMCXm9c2QjvA7",
                 *       "event": "payment.incomplete",
                 *       "webhook_type": "payment",
                 *       "mode": "test",
                 *       "status": "incomplete",
                 *       "amount": 1500,
                 *       "currency": "ETB",
                 *       "merchant_reference": "order-1042",
                 *       "gateway_reference": "pay_1xQmZ8cVbN4rT6yU2iO9pA",
                 *       "created_at": "2026-11-23T09:12:03.114Z",
                 *       "updated_at": "2026-11-23T10:12:03.200Z",
                 *       "meta": {
                 *         "order_id": "1042"
                 *       },
                 *       "payment_type": "Hosted",
                 *       "payment_method": null,
                 *       "service_fee": null,
                 *       "customer": {
                 *         "first_name": "Abebe",
                 *         "last_name": "Bikila",
                 *         "email": "abebe@example.com",
                 *         "phone_number": "+251911000000"
                 *       },
                 *       "reason": "The checkout session expired before the payment was completed",
                 *       "amount_refunded": 0,
                 *       "split": []
                 *     }
                 */
                "application/json": components["schemas"]["PaymentIncompleteWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    paymentAuthNeededWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `payment.auth_needed` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_4sV0k1yH3dMCXm9c2QjvA7",
                 *       "event": "payment.auth_needed",
                 *       "webhook_type": "payment",
                 *       "mode": "test",
                 *       "status": "auth_needed",
                 *       "amount": 1500,
                 *       "currency": "ETB",
                 *       "merchant_reference": "order-1042",
                 *       "gateway_reference": "pay_1xQmZ8cVbN4rT6yU2iO9pA",
                 *       "created_at": "2026-11-23T09:12:03.114Z",
                 *       "updated_at": "2026-11-23T09:13:40.551Z",
                 *       "meta": {
                 *         "order_id": "1042"
                 *       },
                 *       "payment_type": "Hosted",
                 *       "payment_method": "card",
                 *       "service_fee": null,
                 *       "customer": {
                 *         "first_name": "Abebe",
                 *         "last_name": "Bikila",
                 *         "email": "abebe@example.com",
                 *         "phone_number": "+251911000000"
                 *       },
                 *       "reason": null,
                 *       "amount_refunded": 0,
                 *       "split": []
                 *     }
                 */
                "application/json": components["schemas"]["PaymentAuthNeededWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    paymentBlockedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `payment.blocked` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_4sV0k1yH3dMCXm9c2QjvA7",
                 *       "event": "payment.blocked",
                 *       "webhook_type": "payment",
                 *       "mode": "test",
                 *       "status": "blocked",
                 *       "amount": 1500,
                 *       "currency": "ETB",
                 *       "merchant_reference": "order-1042",
                 *       "gateway_reference": "pay_1xQmZ8cVbN4rT6yU2iO9pA",
                 *       "created_at": "2026-11-23T09:12:03.114Z",
                 *       "updated_at": "2026-11-23T09:13:40.551Z",
                 *       "meta": {
                 *         "order_id": "1042"
                 *       },
                 *       "payment_type": "Hosted",
                 *       "payment_method": "card",
                 *       "service_fee": null,
                 *       "customer": {
                 *         "first_name": "Abebe",
                 *         "last_name": "Bikila",
                 *         "email": "abebe@example.com",
                 *         "phone_number": "+251911000000"
                 *       },
                 *       "reason": "Blocked by risk checks",
                 *       "amount_refunded": 0,
                 *       "split": []
                 *     }
                 */
                "application/json": components["schemas"]["PaymentBlockedWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    paymentPartiallyRefundedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `payment.partially_refunded` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_4sV0k1yH3dMCXm9c2QjvA7",
                 *       "event": "payment.partially_refunded",
                 *       "webhook_type": "refund",
                 *       "mode": "test",
                 *       "status": "partially_refunded",
                 *       "amount": 1500,
                 *       "currency": "ETB",
                 *       "merchant_reference": "order-1042",
                 *       "gateway_reference": "pay_1xQmZ8cVbN4rT6yU2iO9pA",
                 *       "created_at": "2026-11-23T09:12:03.114Z",
                 *       "updated_at": "2026-11-24T08:30:00.000Z",
                 *       "meta": {
                 *         "order_id": "1042"
                 *       },
                 *       "payment_type": "Hosted",
                 *       "payment_method": "telebirr",
                 *       "service_fee": 52.5,
                 *       "customer": {
                 *         "first_name": "Abebe",
                 *         "last_name": "Bikila",
                 *         "email": "abebe@example.com",
                 *         "phone_number": "+251911000000"
                 *       },
                 *       "reason": null,
                 *       "amount_refunded": 500,
                 *       "split": [
                 *         {
                 *           "subaccount_reference": "sub_7Hq2nR4tV6xZ8bD0fG2jK4",
                 *           "split_type": "percentage",
                 *           "split_value": 20,
                 *           "amount": 300,
                 *           "fee": 10.5
                 *         }
                 *       ],
                 *       "refund_reference": "rfd_8Kj3mP5rT7vX9zB1dF3hL5",
                 *       "refund_amount": 500
                 *     }
                 */
                "application/json": components["schemas"]["PaymentPartiallyRefundedWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    paymentFullyRefundedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `payment.fully_refunded` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_4sV0k1yH3dMCXm9c2QjvA7",
                 *       "event": "payment.fully_refunded",
                 *       "webhook_type": "refund",
                 *       "mode": "test",
                 *       "status": "fully_refunded",
                 *       "amount": 1500,
                 *       "currency": "ETB",
                 *       "merchant_reference": "order-1042",
                 *       "gateway_reference": "pay_1xQmZ8cVbN4rT6yU2iO9pA",
                 *       "created_at": "2026-11-23T09:12:03.114Z",
                 *       "updated_at": "2026-11-25T08:30:00.000Z",
                 *       "meta": {
                 *         "order_id": "1042"
                 *       },
                 *       "payment_type": "Hosted",
                 *       "payment_method": "telebirr",
                 *       "service_fee": 52.5,
                 *       "customer": {
                 *         "first_name": "Abebe",
                 *         "last_name": "Bikila",
                 *         "email": "abebe@example.com",
                 *         "phone_number": "+251911000000"
                 *       },
                 *       "reason": null,
                 *       "amount_refunded": 1500,
                 *       "split": [
                 *         {
                 *           "subaccount_reference": "sub_7Hq2nR4tV6xZ8bD0fG2jK4",
                 *           "split_type": "percentage",
                 *           "split_value": 20,
                 *           "amount": 300,
                 *           "fee": 10.5
                 *         }
                 *       ],
                 *       "refund_reference": "rfd_2Qw4eR6tY8uI0oP2aS4dF6",
                 *       "refund_amount": 1000
                 *     }
                 */
                "application/json": components["schemas"]["PaymentFullyRefundedWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    paymentDuplicateChargeRefundedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `payment.duplicate_charge_refunded` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_4sV0k1yH3dMCXm9c2QjvA7",
                 *       "event": "payment.duplicate_charge_refunded",
                 *       "webhook_type": "payment",
                 *       "mode": "test",
                 *       "status": "failed",
                 *       "amount": 1500,
                 *       "currency": "ETB",
                 *       "merchant_reference": "order-1042",
                 *       "gateway_reference": "pay_1xQmZ8cVbN4rT6yU2iO9pA",
                 *       "created_at": "2026-11-23T09:12:03.114Z",
                 *       "updated_at": "2026-11-23T09:20:00.000Z",
                 *       "meta": {
                 *         "order_id": "1042"
                 *       },
                 *       "payment_type": "Hosted",
                 *       "payment_method": "card",
                 *       "service_fee": null,
                 *       "customer": {
                 *         "first_name": "Abebe",
                 *         "last_name": "Bikila",
                 *         "email": "abebe@example.com",
                 *         "phone_number": "+251911000000"
                 *       },
                 *       "reason": null,
                 *       "amount_refunded": 0,
                 *       "split": [],
                 *       "duplicate_charge": {
                 *         "attempt": 1,
                 *         "payment_method": "card",
                 *         "amount": 1500,
                 *         "refunded": true
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PaymentDuplicateChargeRefundedWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    payoutPendingWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `payout.pending` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_9Lk2mN4pQ6rS8tU0vW2xY4",
                 *       "event": "payout.pending",
                 *       "webhook_type": "payout",
                 *       "mode": "test",
                 *       "status": "pending",
                 *       "amount": 250,
                 *       "currency": "ETB",
                 *       "merchant_reference": "payout-77",
                 *       "gateway_reference": "po_3Fg8hK2mN5pQ7rS9tU1vW4",
                 *       "created_at": "2026-11-23T10:00:00.000Z",
                 *       "updated_at": "2026-11-23T10:00:00.000Z",
                 *       "meta": {},
                 *       "account": {
                 *         "account_name": "Sara Tesfaye",
                 *         "account_number": "1000123450000",
                 *         "bank_slug": "cbe",
                 *         "bank_name": "Commercial Bank of Ethiopia"
                 *       },
                 *       "service_fee": 10,
                 *       "processed_at": null,
                 *       "reason": null,
                 *       "previous_status": null
                 *     }
                 */
                "application/json": components["schemas"]["PayoutPendingWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    payoutProcessingWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `payout.processing` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_9Lk2mN4pQ6rS8tU0vW2xY4",
                 *       "event": "payout.processing",
                 *       "webhook_type": "payout",
                 *       "mode": "test",
                 *       "status": "processing",
                 *       "amount": 250,
                 *       "currency": "ETB",
                 *       "merchant_reference": "payout-77",
                 *       "gateway_reference": "po_3Fg8hK2mN5pQ7rS9tU1vW4",
                 *       "created_at": "2026-11-23T10:00:00.000Z",
                 *       "updated_at": "2026-11-23T10:00:00.420Z",
                 *       "meta": {},
                 *       "account": {
                 *         "account_name": "Sara Tesfaye",
                 *         "account_number": "1000123450000",
                 *         "bank_slug": "cbe",
                 *         "bank_name": "Commercial Bank of Ethiopia"
                 *       },
                 *       "service_fee": 10,
                 *       "processed_at": null,
                 *       "reason": null,
                 *       "previous_status": "pending"
                 *     }
                 */
                "application/json": components["schemas"]["PayoutProcessingWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    payoutSuccessWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `payout.success` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_9Lk2mN4pQ6rS8tU0vW2xY4",
                 *       "event": "payout.success",
                 *       "webhook_type": "payout",
                 *       "mode": "test",
                 *       "status": "success",
                 *       "amount": 250,
                 *       "currency": "ETB",
                 *       "merchant_reference": "payout-77",
                 *       "gateway_reference": "po_3Fg8hK2mN5pQ7rS9tU1vW4",
                 *       "created_at": "2026-11-23T10:00:00.000Z",
                 *       "updated_at": "2026-11-23T10:00:02.310Z",
                 *       "meta": {},
                 *       "account": {
                 *         "account_name": "Sara Tesfaye",
                 *         "account_number": "1000123450000",
                 *         "bank_slug": "cbe",
                 *         "bank_name": "Commercial Bank of Ethiopia"
                 *       },
                 *       "service_fee": 10,
                 *       "processed_at": "2026-11-23T10:00:02.310Z",
                 *       "reason": null,
                 *       "previous_status": "processing"
                 *     }
                 */
                "application/json": components["schemas"]["PayoutSuccessWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    payoutFailedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `payout.failed` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_9Lk2mN4pQ6rS8tU0vW2xY4",
                 *       "event": "payout.failed",
                 *       "webhook_type": "payout",
                 *       "mode": "test",
                 *       "status": "failed",
                 *       "amount": 250,
                 *       "currency": "ETB",
                 *       "merchant_reference": "payout-77",
                 *       "gateway_reference": "po_3Fg8hK2mN5pQ7rS9tU1vW4",
                 *       "created_at": "2026-11-23T10:00:00.000Z",
                 *       "updated_at": "2026-11-23T10:00:02.310Z",
                 *       "meta": {},
                 *       "account": {
                 *         "account_name": "Sara Tesfaye",
                 *         "account_number": "1000123451111",
                 *         "bank_slug": "cbe",
                 *         "bank_name": "Commercial Bank of Ethiopia"
                 *       },
                 *       "service_fee": 10,
                 *       "processed_at": "2026-11-23T10:00:02.310Z",
                 *       "reason": "The receiving bank reports the account closed",
                 *       "previous_status": "processing"
                 *     }
                 */
                "application/json": components["schemas"]["PayoutFailedWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    payoutBlockedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `payout.blocked` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_9Lk2mN4pQ6rS8tU0vW2xY4",
                 *       "event": "payout.blocked",
                 *       "webhook_type": "payout",
                 *       "mode": "test",
                 *       "status": "blocked",
                 *       "amount": 250,
                 *       "currency": "ETB",
                 *       "merchant_reference": "payout-77",
                 *       "gateway_reference": "po_3Fg8hK2mN5pQ7rS9tU1vW4",
                 *       "created_at": "2026-11-23T10:00:00.000Z",
                 *       "updated_at": "2026-11-23T10:00:02.310Z",
                 *       "meta": {},
                 *       "account": {
                 *         "account_name": "Sara Tesfaye",
                 *         "account_number": "1000123450000",
                 *         "bank_slug": "cbe",
                 *         "bank_name": "Commercial Bank of Ethiopia"
                 *       },
                 *       "service_fee": 10,
                 *       "processed_at": "2026-11-23T10:00:02.310Z",
                 *       "reason": "Blocked by compliance checks",
                 *       "previous_status": "processing"
                 *     }
                 */
                "application/json": components["schemas"]["PayoutBlockedWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    payoutAuthNeededWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `payout.auth_needed` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_9Lk2mN4pQ6rS8tU0vW2xY4",
                 *       "event": "payout.auth_needed",
                 *       "webhook_type": "payout",
                 *       "mode": "test",
                 *       "status": "auth_needed",
                 *       "amount": 250,
                 *       "currency": "ETB",
                 *       "merchant_reference": "payout-77",
                 *       "gateway_reference": "po_3Fg8hK2mN5pQ7rS9tU1vW4",
                 *       "created_at": "2026-11-23T10:00:00.000Z",
                 *       "updated_at": "2026-11-23T10:00:02.310Z",
                 *       "meta": {},
                 *       "account": {
                 *         "account_name": "Sara Tesfaye",
                 *         "account_number": "1000123450000",
                 *         "bank_slug": "cbe",
                 *         "bank_name": "Commercial Bank of Ethiopia"
                 *       },
                 *       "service_fee": 10,
                 *       "processed_at": null,
                 *       "reason": null,
                 *       "previous_status": "processing"
                 *     }
                 */
                "application/json": components["schemas"]["PayoutAuthNeededWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    payoutOtpNeededWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `payout.otp_needed` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_9Lk2mN4pQ6rS8tU0vW2xY4",
                 *       "event": "payout.otp_needed",
                 *       "webhook_type": "payout",
                 *       "mode": "test",
                 *       "status": "otp_needed",
                 *       "amount": 250,
                 *       "currency": "ETB",
                 *       "merchant_reference": "payout-77",
                 *       "gateway_reference": "po_3Fg8hK2mN5pQ7rS9tU1vW4",
                 *       "created_at": "2026-11-23T10:00:00.000Z",
                 *       "updated_at": "2026-11-23T10:00:02.310Z",
                 *       "meta": {},
                 *       "account": {
                 *         "account_name": "Sara Tesfaye",
                 *         "account_number": "1000123450000",
                 *         "bank_slug": "cbe",
                 *         "bank_name": "Commercial Bank of Ethiopia"
                 *       },
                 *       "service_fee": 10,
                 *       "processed_at": null,
                 *       "reason": null,
                 *       "previous_status": "processing"
                 *     }
                 */
                "application/json": components["schemas"]["PayoutOtpNeededWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    payoutReversedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `payout.reversed` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_9Lk2mN4pQ6rS8tU0vW2xY4",
                 *       "event": "payout.reversed",
                 *       "webhook_type": "payout",
                 *       "mode": "test",
                 *       "status": "reversed",
                 *       "amount": 250,
                 *       "currency": "ETB",
                 *       "merchant_reference": "payout-77",
                 *       "gateway_reference": "po_3Fg8hK2mN5pQ7rS9tU1vW4",
                 *       "created_at": "2026-11-23T10:00:00.000Z",
                 *       "updated_at": "2026-11-23T10:01:02.500Z",
                 *       "meta": {},
                 *       "account": {
                 *         "account_name": "Sara Tesfaye",
                 *         "account_number": "1000123450000",
                 *         "bank_slug": "cbe",
                 *         "bank_name": "Commercial Bank of Ethiopia"
                 *       },
                 *       "service_fee": 10,
                 *       "processed_at": "2026-11-23T10:00:02.310Z",
                 *       "reason": "The receiving bank returned the transfer",
                 *       "previous_status": "success"
                 *     }
                 */
                "application/json": components["schemas"]["PayoutReversedWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    virtualAccountCreditedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `virtual_account.credited` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_2Wc5eR7tY9uI1oP3aS5dF7",
                 *       "event": "virtual_account.credited",
                 *       "webhook_type": "virtual_account",
                 *       "mode": "test",
                 *       "status": null,
                 *       "amount": 5000,
                 *       "currency": "ETB",
                 *       "merchant_reference": null,
                 *       "gateway_reference": "va_6Yt3kP9wQ2mZ5xL8nB1vC4",
                 *       "created_at": "2026-11-23T11:20:00.000Z",
                 *       "updated_at": "2026-11-23T11:20:00.004Z",
                 *       "meta": {},
                 *       "data": {
                 *         "virtual_account_id": "va_6Yt3kP9wQ2mZ5xL8nB1vC4",
                 *         "account_number": "9000123456",
                 *         "credit_reference": "vac_5Rt7yU9iO1pA3sD5fG7hJ9",
                 *         "reference": "FT2632700123",
                 *         "amount": 5000,
                 *         "currency": "ETB",
                 *         "balance_before": 0,
                 *         "balance_after": 5000,
                 *         "created_at": "2026-11-23T11:20:00.000Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["VirtualAccountCreditedWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    virtualAccountDebitedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `virtual_account.debited` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_7Hn9jK1lZ3xC5vB7nM9qW1",
                 *       "event": "virtual_account.debited",
                 *       "webhook_type": "virtual_account",
                 *       "mode": "test",
                 *       "status": null,
                 *       "amount": 1200,
                 *       "currency": "ETB",
                 *       "merchant_reference": "collect-311",
                 *       "gateway_reference": "va_6Yt3kP9wQ2mZ5xL8nB1vC4",
                 *       "created_at": "2026-11-23T12:00:00.000Z",
                 *       "updated_at": "2026-11-23T12:00:00.006Z",
                 *       "meta": {
                 *         "invoice": "311"
                 *       },
                 *       "data": {
                 *         "virtual_account_id": "va_6Yt3kP9wQ2mZ5xL8nB1vC4",
                 *         "debit_reference": "vad_4Ed6rF8tG0yH2uJ4iK6oL8",
                 *         "merchant_reference": "collect-311",
                 *         "amount": 1200,
                 *         "currency": "ETB",
                 *         "reason": "Invoice 311",
                 *         "meta": {
                 *           "invoice": "311"
                 *         },
                 *         "balance_before": 5000,
                 *         "balance_after": 3800,
                 *         "created_at": "2026-11-23T12:00:00.000Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["VirtualAccountDebitedWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookEndpointTestWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay. */
                "webhook-timestamp": string;
                /** @description [Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. The example is the example body's signature with the example secret `whsec_Z2F0ZXdheSBvcGVuYXBpIGV4YW1wbGUgc2VjcmV0ISE=`. */
                "webhook-signature": string;
                /** @description For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`. */
                "Gateway-Signature": string;
                /** @description `Gateway-Webhooks/1.0` */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The v2 body of `webhook_endpoint.test` (endpoints with `payload_version: v2`, the default). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_1Az3sX5dC7fV9gB1hN3jM5",
                 *       "event": "webhook_endpoint.test",
                 *       "webhook_type": "test",
                 *       "mode": "test",
                 *       "message": "A test event from the gateway: your endpoint received and can verify it.",
                 *       "webhook_endpoint": "whe_0Pq2wE4rT6yU8iO0pA2sD4",
                 *       "created_at": "2026-11-23T08:05:00.000Z"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEndpointTestWebhook"];
            };
        };
        responses: {
            /** @description Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
