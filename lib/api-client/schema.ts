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
