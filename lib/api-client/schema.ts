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
}
