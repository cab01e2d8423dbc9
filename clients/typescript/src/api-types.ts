/**
 * Generated from docs/openapi.json by `npm run openapi` (openapi-typescript). Do not edit.
 */

export interface paths {
    "/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's cases, newest first
         * @description Each case exactly as GET /cases/{id} shows it (without the transcript). Filters combine; `cursor` must come from the same caller and filters, else 400.
         */
        get: operations["listCases"];
        put?: never;
        /**
         * Create a case
         * @description Stores the case as CREATED and queues the first email. No idempotency key: an identical request creates another case. Counts against the monthly plan cap.
         */
        post: operations["createCase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a case */
        get: operations["getCase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a fresh download link for an attachment */
        get: operations["getAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/input": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer the pending input request
         * @description 202 means the answer is stored (inputRequest.status RESOLVED at once) and queued, not that the worker has acted: until it does, a read may still show INPUT_NEEDED.
         */
        post: operations["provideInput"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The case's timeline, oldest first
         * @description What happened to the case: emails sent and received, follow-ups, input, the outcome and each webhook attempt. No email bodies, metadata or knowledge.
         */
        get: operations["listCaseEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/webhooks/{eventId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook event once more
         * @description The stored payload (same event_id) to the same URL, through the same guarded delivery as the first attempt. 202 means queued; the attempt and its outcome appear in the timeline. No body.
         */
        post: operations["resendWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a case
         * @description The case goes FAILED with resultStatus `cancelled` (a case.failed webhook), nothing more is sent; billable only if an email went out. The body is optional. 202 means queued: a reply that completes the case first wins.
         */
        post: operations["cancelCase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The case's drafts held for review, oldest first
         * @description Every outbound email the case held for approval (`review` other than `none`): its text, why it was held, and what became of it.
         */
        get: operations["listDrafts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/drafts/{draftId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a held email, optionally edited
         * @description The email goes out once (with your subject/text if given; a follow-up waits for working hours). 202 means queued: a reply or a cancel that the worker takes first moves the case on, and the draft is then discarded unsent. Concurrent approvals: one wins, the others get 409.
         */
        post: operations["approveDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/drafts/{draftId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a held email
         * @description Nothing is sent. The case goes to INPUT_NEEDED with your reason as its question (answer it with POST /cases/{id}/input, and the agent drafts again with your answer), or is cancelled with `cancel: true`.
         */
        post: operations["rejectDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/case-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the caller's case groups, newest first */
        get: operations["listCaseGroups"];
        put?: never;
        /**
         * Create a case group: one request to many counterparties
         * @description Each counterparty becomes an ordinary case (GET /cases/{id}, its own webhooks, `groupId` on it), all counted against the monthly cap at once: a group that does not fit is 429 USAGE_LIMIT_REACHED (the message says how many would fit) and nothing is created. At most `maxConcurrent` members are starting at once. Body up to 8 MiB.
         */
        post: operations["createCaseGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/case-groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a case group: counts, members and the comparison */
        get: operations["getCaseGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/case-groups/{id}/results.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The results as CSV: one row per counterparty
         * @description Columns: index, caseId, clientReferenceId, counterpartyName, counterpartyAddress, status, resultStatus, then one per resultSchema property. Text cells starting with = + - @ TAB or CR get a leading apostrophe (formula injection).
         */
        get: operations["getCaseGroupCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/case-groups/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel every running member of a group
         * @description Each member still running is cancelled as POST /cases/{id}/cancel does (FAILED, resultStatus `cancelled`, its case.failed webhook); members not started yet never start. The group then finishes (`cancelled`) with a group.completed webhook. 202 means queued. The body is optional.
         */
        post: operations["cancelCaseGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI document (no key needed) */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The API reference page, rendered from this document (no key needed) */
        get: operations["getApiReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The console: cases, review, answers, for people at the client (no key needed to load it)
         * @description A web page that asks for an API key once per browser tab (kept in sessionStorage) and calls this API with it: the case list, a case with its transcript, timeline, result and evidence, and forms to approve or reject a held email, answer an input request, cancel, resend a webhook.
         */
        get: operations["getConsole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health probe (no key needed)
         * @description For load balancers and Cloud Run probes: `{"ok":true}` while the service is ready, 503 `{"ok":false}` while it starts or shuts down. Reads no data.
         */
        get: operations["getHealth"];
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
    caseCompleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * case.completed
         * @description The case became COMPLETED. Sent once (no retry) to the case's clientWebhookUrl as `content-type: application/json`, user-agent EmailCaseService-Webhooks/1.0.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The event_id (Standard Webhooks message id). Only on signed webhooks. */
                    "webhook-id"?: string;
                    /** @description Unix seconds when it was signed. Only on signed webhooks. */
                    "webhook-timestamp"?: string;
                    /** @description Standard Webhooks signature: `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`. Only when your account has a webhook signing secret (admin CLI: webhook-secret); verify with verifyWebhook of the TypeScript client or the standardwebhooks library. */
                    "webhook-signature"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CaseCompletedEvent"];
                };
            };
            responses: {
                /** @description Delivered. Any other answer, a redirect or a timeout is recorded as failed. */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    caseFailed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * case.failed
         * @description The case became FAILED (resultStatus says why). Sent once (no retry) to the case's clientWebhookUrl as `content-type: application/json`, user-agent EmailCaseService-Webhooks/1.0.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The event_id (Standard Webhooks message id). Only on signed webhooks. */
                    "webhook-id"?: string;
                    /** @description Unix seconds when it was signed. Only on signed webhooks. */
                    "webhook-timestamp"?: string;
                    /** @description Standard Webhooks signature: `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`. Only when your account has a webhook signing secret (admin CLI: webhook-secret); verify with verifyWebhook of the TypeScript client or the standardwebhooks library. */
                    "webhook-signature"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CaseFailedEvent"];
                };
            };
            responses: {
                /** @description Delivered. Any other answer, a redirect or a timeout is recorded as failed. */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    caseInputNeeded: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * case.input_needed
         * @description The case moved to INPUT_NEEDED: answer inputRequest with POST /cases/{id}/input. Sent once (no retry) to the case's clientWebhookUrl as `content-type: application/json`, user-agent EmailCaseService-Webhooks/1.0.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The event_id (Standard Webhooks message id). Only on signed webhooks. */
                    "webhook-id"?: string;
                    /** @description Unix seconds when it was signed. Only on signed webhooks. */
                    "webhook-timestamp"?: string;
                    /** @description Standard Webhooks signature: `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`. Only when your account has a webhook signing secret (admin CLI: webhook-secret); verify with verifyWebhook of the TypeScript client or the standardwebhooks library. */
                    "webhook-signature"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CaseInputNeededEvent"];
                };
            };
            responses: {
                /** @description Delivered. Any other answer, a redirect or a timeout is recorded as failed. */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    caseReviewNeeded: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * case.review_needed
         * @description An outbound email of a case with `review` waits for your approval: GET /cases/{id}/drafts, then approve or reject it. Sent once (no retry) to the case's clientWebhookUrl as `content-type: application/json`, user-agent EmailCaseService-Webhooks/1.0.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The event_id (Standard Webhooks message id). Only on signed webhooks. */
                    "webhook-id"?: string;
                    /** @description Unix seconds when it was signed. Only on signed webhooks. */
                    "webhook-timestamp"?: string;
                    /** @description Standard Webhooks signature: `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`. Only when your account has a webhook signing secret (admin CLI: webhook-secret); verify with verifyWebhook of the TypeScript client or the standardwebhooks library. */
                    "webhook-signature"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CaseReviewNeededEvent"];
                };
            };
            responses: {
                /** @description Delivered. Any other answer, a redirect or a timeout is recorded as failed. */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    groupCompleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * group.completed
         * @description A case group finished (every member ended, its deadline passed, or it was cancelled); sent to the group's clientWebhookUrl with the counts and the comparison. Sent once (no retry) to the case's clientWebhookUrl as `content-type: application/json`, user-agent EmailCaseService-Webhooks/1.0.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The event_id (Standard Webhooks message id). Only on signed webhooks. */
                    "webhook-id"?: string;
                    /** @description Unix seconds when it was signed. Only on signed webhooks. */
                    "webhook-timestamp"?: string;
                    /** @description Standard Webhooks signature: `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`. Only when your account has a webhook signing secret (admin CLI: webhook-secret); verify with verifyWebhook of the TypeScript client or the standardwebhooks library. */
                    "webhook-signature"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["GroupCompletedEvent"];
                };
            };
            responses: {
                /** @description Delivered. Any other answer, a redirect or a timeout is recorded as failed. */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        CreateCaseRequest: {
            /**
             * @description EMAIL. (SMS is accepted by the schema but not implemented: such a case fails REJECTED at once.)
             * @enum {string}
             */
            channel: "EMAIL" | "SMS";
            /** @description What the conversation is for. */
            goal: {
                /** @description The outcome wanted, in plain language (trimmed). */
                objective: string;
                /** @description Context the worker may use to answer questions: text, or a JSON object. Quoted to the counterparty only as the answer to a question. */
                knowledge?: string | {
                    [key: string]: unknown;
                };
            };
            /** @description Who the service emails. */
            counterparty: {
                /**
                 * Format: email
                 * @description The recipient; every email of the case goes to it.
                 */
                address: string;
                /** @description How to address them. */
                name: string;
                company?: string;
                timezone?: string;
                /** @description String-to-string context about them. */
                customData?: {
                    [key: string]: string;
                };
            };
            /** @description Who the emails are from. */
            senderPersona: {
                name: string;
                role?: string;
                company?: string;
                /** @description formal, friendly, casual, ... (the greeting follows it). */
                tone?: string;
            };
            /** @description Your own id; echoed in case reads and webhooks. */
            clientReferenceId?: string;
            /** @description Instructions for the worker. */
            constraints?: string[];
            /**
             * @description Automated follow-ups after the first email, when the counterparty does not answer.
             * @default 3
             */
            maxAttempts?: number;
            /**
             * @description Wait before each follow-up.
             * @default 72
             */
            followUpDelayHours?: number;
            sendWindow?: {
                days: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
                start: string;
                end: string;
            };
            /** @description JSON Schema (draft-07) of the result you want; the case completes when a reply yields a result that validates. */
            resultSchema?: {
                [key: string]: unknown;
            };
            /**
             * Format: uri
             * @description Where case.completed, case.failed and case.input_needed are POSTed (one attempt). Public http(s) addresses only.
             */
            clientWebhookUrl?: string;
            /** @description Opaque JSON echoed in webhooks; never returned by case reads. */
            metadata?: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            review?: "none" | "risky" | "first" | "all";
            inputTimeoutHours?: number;
        };
        ProvideInputRequest: {
            /** @description The id of the pending inputRequest (from the case read or the case.input_needed webhook). */
            inputRequestId: string;
            /** @description Your answer; the worker passes it on in its reply to the counterparty. */
            providedContext: string;
        };
        CancelCaseRequest: {
            reason?: string;
        };
        ApproveDraftRequest: {
            /** @description Send with this subject instead (a first email only: replies keep the thread subject) */
            subject?: string;
            /** @description Send this text instead of the draft */
            text?: string;
        };
        RejectDraftRequest: {
            /** @description Why: the case asks it back as its input question (INPUT_NEEDED), or it is the cancel reason */
            reason: string;
            /** @description true: cancel the case (FAILED cancelled) instead of asking */
            cancel?: boolean;
        };
        CreateCaseGroupRequest: {
            /** @enum {string} */
            channel: "EMAIL" | "SMS";
            goal: {
                objective: string;
                knowledge?: string | {
                    [key: string]: unknown;
                };
            };
            senderPersona: {
                name: string;
                role?: string;
                company?: string;
                tone?: string;
            };
            constraints?: string[];
            /** @default 3 */
            maxAttempts?: number;
            /** @default 72 */
            followUpDelayHours?: number;
            sendWindow?: {
                days: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
                start: string;
                end: string;
            };
            resultSchema?: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            review?: "none" | "risky" | "first" | "all";
            counterparties: {
                /** Format: email */
                address: string;
                name: string;
                company?: string;
                timezone?: string;
                customData?: {
                    [key: string]: string;
                };
                /** @description Your id for this counterparty's case */
                clientReferenceId?: string;
                /** @description Context for this counterparty only, combined with goal.knowledge (see docs/case-groups.md) */
                knowledge?: string | {
                    [key: string]: unknown;
                };
            }[];
            /** @description Unix ms: members still running then are cancelled and the group finishes */
            deadline?: number;
            /**
             * @description How many members may be starting (first email not yet out) at once
             * @default 10
             */
            maxConcurrent?: number;
            compareBy?: {
                /** @description A top-level field of the result */
                field: string;
                /**
                 * @description min: the smallest value is best; max: the largest
                 * @enum {string}
                 */
                order: "min" | "max";
            };
            /** Format: uri */
            clientWebhookUrl?: string;
            metadata?: {
                [key: string]: unknown;
            };
            clientReferenceId?: string;
        };
        AttachmentMeta: {
            /** @description Use with GET /cases/{id}/attachments/{attachmentId} */
            attachmentId: string;
            /** @description File name */
            name: string;
            /** @description Bytes */
            size: number;
            /** @description Media type */
            type: string;
            /** @description The email message it came with */
            messageId: string;
            inboxId: string;
            /** @description Unix milliseconds */
            receivedAt: number;
        };
        InputRequest: {
            /** @description Answer it with POST /cases/{id}/input {inputRequestId} */
            id: string;
            question: string;
            /** @enum {string} */
            status: "PENDING" | "RESOLVED" | "NONE";
            /** @description Unix milliseconds */
            requestedAt: number;
        };
        ErrorResponse: {
            /** @constant */
            ok: false;
            error: {
                /** @enum {string} */
                code: "INVALID_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CASE_NOT_FOUND" | "ATTACHMENT_NOT_FOUND" | "CASE_NOT_WAITING_FOR_INPUT" | "INPUT_REQUEST_NOT_PENDING" | "INPUT_REQUEST_MISMATCH" | "CASE_ALREADY_FINISHED" | "WEBHOOK_EVENT_NOT_FOUND" | "WEBHOOK_DELIVERY_IN_FLIGHT" | "DRAFT_NOT_FOUND" | "DRAFT_ALREADY_DECIDED" | "GROUP_NOT_FOUND" | "GROUP_ALREADY_FINISHED" | "USAGE_LIMIT_REACHED" | "RATE_LIMITED" | "INTERNAL_ERROR";
                message: string;
            };
        };
        CreatedCase: {
            caseId: string;
        };
        CreatedCaseResponse: {
            /** @constant */
            ok: true;
            data: components["schemas"]["CreatedCase"];
        };
        Case: {
            caseId: string;
            clientReferenceId?: string;
            /** @enum {string} */
            status: "CREATED" | "RUNNING" | "INPUT_NEEDED" | "COMPLETED" | "FAILED";
            /** @description Unix milliseconds */
            createdAt: number;
            /** @description Unix milliseconds */
            updatedAt: number;
            /** @description Next scheduled action; 253402300799999 when nothing is scheduled */
            nextActionAt: number;
            /** @description Outbound emails the provider accepted */
            attemptCount: number;
            maxAttempts: number;
            /** @enum {string} */
            channel: "EMAIL" | "SMS";
            counterparty: {
                /** Format: email */
                address: string;
                name: string;
                company?: string;
                timezone?: string;
                customData?: {
                    [key: string]: string;
                };
            };
            attachments: components["schemas"]["AttachmentMeta"][];
            /** @description Open set: goal_achieved, max_retries, failed_rejected, cancelled, BOUNCED, COMPLAINED, REJECTED; treat unknown values as possible */
            resultStatus: string | null;
            /** @description The structured result, once COMPLETED */
            result?: unknown;
            /** @description Per top-level result field: the message (and attachment) it came from, with a verbatim quote */
            resultEvidence?: {
                [key: string]: {
                    /** @description The email message the value came from */
                    messageId: string;
                    /** @description The attachment of that message it came from, if any */
                    attachmentId?: string;
                    /** @description A short verbatim quote of the text that gives the value */
                    quote: string;
                };
            };
            goal: {
                objective: string;
                knowledge?: string | {
                    [key: string]: unknown;
                };
            };
            resultSchema?: {
                [key: string]: unknown;
            };
            senderPersona: {
                name: string;
                role?: string;
                company?: string;
                tone?: string;
            };
            constraints?: string[];
            /** @description Working hours of automated follow-ups, when the case has its own */
            sendWindow?: {
                days: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
                start: string;
                end: string;
            };
            inputRequest: components["schemas"]["InputRequest"] | null;
            /**
             * @description Which outbound emails wait for approval; only when the case has review
             * @enum {string}
             */
            review?: "none" | "risky" | "first" | "all";
            /** @description Hours an input request may wait before the case fails input_timeout; only when given at creation */
            inputTimeoutHours?: number;
            /** @description An outbound email waits for your approval (only while one does) */
            pendingReview?: {
                /** @description Approve or reject it at /cases/{id}/drafts/{draftId}/approve|reject */
                draftId: string;
                reasons: {
                    /**
                     * @description review_all, first_email (the mode), new_amount, new_date, new_terms, commitment, other_recipient, after_injection_signal (the risk rules)
                     * @enum {string}
                     */
                    code: "review_all" | "first_email" | "new_amount" | "new_date" | "new_terms" | "commitment" | "other_recipient" | "after_injection_signal";
                    /** @description Why, in our words, quoting the figure or phrase of the draft */
                    message: string;
                }[];
                /** @description Unix milliseconds */
                requestedAt: number;
            };
            /** @description With ?includeTranscript=true: one three-line block per message (`From: name <address>`, `Timestamp: ISO 8601`, `Message: text` with line breaks folded: lines joined by ` / `, paragraphs by ` ¶ `), blocks separated by a blank line, `---`, a blank line */
            conversationThread?: string;
            /** @description The case group it belongs to (POST /case-groups), if any */
            groupId?: string;
        };
        CaseResponse: {
            /** @constant */
            ok: true;
            data: components["schemas"]["Case"];
        };
        Attachment: {
            /** @description Use with GET /cases/{id}/attachments/{attachmentId} */
            attachmentId: string;
            /** @description File name */
            name: string;
            /** @description Bytes */
            size: number;
            /** @description Media type */
            type: string;
            /** @description The email message it came with */
            messageId: string;
            inboxId: string;
            /** @description Unix milliseconds */
            receivedAt: number;
            /** @description Temporary download link */
            downloadUrl: string;
            /** @description ISO 8601: when downloadUrl stops working */
            expiresAt: string;
        };
        AttachmentResponse: {
            /** @constant */
            ok: true;
            data: components["schemas"]["Attachment"];
        };
        InputAccepted: {
            caseId: string;
            inputRequestId: string;
            /** @constant */
            accepted: true;
        };
        InputAcceptedResponse: {
            /** @constant */
            ok: true;
            data: components["schemas"]["InputAccepted"];
        };
        CaseList: {
            cases: {
                caseId: string;
                clientReferenceId?: string;
                /** @enum {string} */
                status: "CREATED" | "RUNNING" | "INPUT_NEEDED" | "COMPLETED" | "FAILED";
                /** @description Unix milliseconds */
                createdAt: number;
                /** @description Unix milliseconds */
                updatedAt: number;
                /** @description Next scheduled action; 253402300799999 when nothing is scheduled */
                nextActionAt: number;
                /** @description Outbound emails the provider accepted */
                attemptCount: number;
                maxAttempts: number;
                /** @enum {string} */
                channel: "EMAIL" | "SMS";
                counterparty: {
                    /** Format: email */
                    address: string;
                    name: string;
                    company?: string;
                    timezone?: string;
                    customData?: {
                        [key: string]: string;
                    };
                };
                attachments: components["schemas"]["AttachmentMeta"][];
                /** @description Open set: goal_achieved, max_retries, failed_rejected, cancelled, BOUNCED, COMPLAINED, REJECTED; treat unknown values as possible */
                resultStatus: string | null;
                /** @description The structured result, once COMPLETED */
                result?: unknown;
                /** @description Per top-level result field: the message (and attachment) it came from, with a verbatim quote */
                resultEvidence?: {
                    [key: string]: {
                        /** @description The email message the value came from */
                        messageId: string;
                        /** @description The attachment of that message it came from, if any */
                        attachmentId?: string;
                        /** @description A short verbatim quote of the text that gives the value */
                        quote: string;
                    };
                };
                goal: {
                    objective: string;
                    knowledge?: string | {
                        [key: string]: unknown;
                    };
                };
                resultSchema?: {
                    [key: string]: unknown;
                };
                senderPersona: {
                    name: string;
                    role?: string;
                    company?: string;
                    tone?: string;
                };
                constraints?: string[];
                /** @description Working hours of automated follow-ups, when the case has its own */
                sendWindow?: {
                    days: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
                    start: string;
                    end: string;
                };
                inputRequest: components["schemas"]["InputRequest"] | null;
                /**
                 * @description Which outbound emails wait for approval; only when the case has review
                 * @enum {string}
                 */
                review?: "none" | "risky" | "first" | "all";
                /** @description Hours an input request may wait before the case fails input_timeout; only when given at creation */
                inputTimeoutHours?: number;
                /** @description An outbound email waits for your approval (only while one does) */
                pendingReview?: {
                    /** @description Approve or reject it at /cases/{id}/drafts/{draftId}/approve|reject */
                    draftId: string;
                    reasons: {
                        /**
                         * @description review_all, first_email (the mode), new_amount, new_date, new_terms, commitment, other_recipient, after_injection_signal (the risk rules)
                         * @enum {string}
                         */
                        code: "review_all" | "first_email" | "new_amount" | "new_date" | "new_terms" | "commitment" | "other_recipient" | "after_injection_signal";
                        /** @description Why, in our words, quoting the figure or phrase of the draft */
                        message: string;
                    }[];
                    /** @description Unix milliseconds */
                    requestedAt: number;
                };
                /** @description The case group it belongs to (POST /case-groups), if any */
                groupId?: string;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last one */
            nextCursor: string | null;
        };
        CaseListResponse: {
            /** @constant */
            ok: true;
            data: components["schemas"]["CaseList"];
        };
        CaseEvents: {
            events: ({
                /** @description Stable id of the entry */
                id: string;
                /** @enum {string} */
                type: "case.created" | "email.sent" | "email.received" | "email.injection_signal" | "email.bounced" | "email.complained" | "email.rejected" | "followup.scheduled" | "input.requested" | "input.provided" | "case.completed" | "case.failed" | "webhook.resend_requested" | "webhook.delivered" | "webhook.failed" | "webhook.blocked" | "review.requested" | "review.approved" | "review.rejected" | "review.discarded" | "result.pending";
                /** @description Unix milliseconds */
                at: number;
            } & {
                [key: string]: string | number | boolean | null;
            })[];
            /** @description Pass as `cursor` for the next page; null on the last one */
            nextCursor: string | null;
        };
        CaseEventsResponse: {
            /** @constant */
            ok: true;
            data: components["schemas"]["CaseEvents"];
        };
        WebhookResendAccepted: {
            caseId: string;
            eventId: string;
            /** @constant */
            accepted: true;
        };
        WebhookResendAcceptedResponse: {
            /** @constant */
            ok: true;
            data: components["schemas"]["WebhookResendAccepted"];
        };
        CancelAccepted: {
            caseId: string;
            /** @constant */
            accepted: true;
        };
        CancelAcceptedResponse: {
            /** @constant */
            ok: true;
            data: components["schemas"]["CancelAccepted"];
        };
        DraftList: {
            /** @description Oldest first; the newest 100 at most */
            drafts: {
                draftId: string;
                /** @enum {string} */
                kind: "initial" | "follow_up" | "reply";
                /**
                 * @description PENDING (waits for you), APPROVED (queued), REJECTED, SENT, DISCARDED (the case ended or moved on first: nothing was sent)
                 * @enum {string}
                 */
                status: "PENDING" | "APPROVED" | "REJECTED" | "SENT" | "DISCARDED";
                subject: string;
                /** @description As the agent drafted it */
                text: string;
                reasons: {
                    /**
                     * @description review_all, first_email (the mode), new_amount, new_date, new_terms, commitment, other_recipient, after_injection_signal (the risk rules)
                     * @enum {string}
                     */
                    code: "review_all" | "first_email" | "new_amount" | "new_date" | "new_terms" | "commitment" | "other_recipient" | "after_injection_signal";
                    /** @description Why, in our words, quoting the figure or phrase of the draft */
                    message: string;
                }[];
                /** @description Unix milliseconds */
                requestedAt: number;
                /** @description Unix milliseconds */
                decidedAt?: number;
                /** @description What the approver changed; sent instead of the draft */
                edit?: {
                    subject?: string;
                    text?: string;
                };
                rejectReason?: string;
                cancel?: boolean;
                /** @description When it was sent, discarded or its rejection acted on */
                closedAt?: number;
                discardedBecause?: string;
            }[];
        };
        DraftListResponse: {
            /** @constant */
            ok: true;
            data: components["schemas"]["DraftList"];
        };
        DraftDecisionAccepted: {
            caseId: string;
            draftId: string;
            /** @constant */
            accepted: true;
        };
        DraftDecisionAcceptedResponse: {
            /** @constant */
            ok: true;
            data: components["schemas"]["DraftDecisionAccepted"];
        };
        CreatedCaseGroup: {
            groupId: string;
            /** @description The member case ids, in the order of counterparties */
            caseIds: string[];
        };
        CreatedCaseGroupResponse: {
            /** @constant */
            ok: true;
            data: components["schemas"]["CreatedCaseGroup"];
        };
        CaseGroupList: {
            groups: {
                groupId: string;
                clientReferenceId?: string;
                /**
                 * @description running: members are being worked; finished: every member ended, the deadline passed or you cancelled
                 * @enum {string}
                 */
                state: "running" | "finished";
                /** @description Unix milliseconds */
                createdAt: number;
                /** @description Unix milliseconds */
                updatedAt: number;
                /** @description Number of members (counterparties) */
                size: number;
                maxConcurrent: number;
                deadline: number | null;
                compareBy: {
                    field: string;
                    /** @enum {string} */
                    order: "min" | "max";
                } | null;
                finishedAt: number | null;
                finishReason: ("all_finished" | "deadline" | "cancelled") | null;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last one */
            nextCursor: string | null;
        };
        CaseGroupListResponse: {
            /** @constant */
            ok: true;
            data: components["schemas"]["CaseGroupList"];
        };
        CaseGroup: {
            groupId: string;
            clientReferenceId?: string;
            /**
             * @description running: members are being worked; finished: every member ended, the deadline passed or you cancelled
             * @enum {string}
             */
            state: "running" | "finished";
            /** @description Unix milliseconds */
            createdAt: number;
            /** @description Unix milliseconds */
            updatedAt: number;
            /** @description Number of members (counterparties) */
            size: number;
            maxConcurrent: number;
            deadline: number | null;
            compareBy: {
                field: string;
                /** @enum {string} */
                order: "min" | "max";
            } | null;
            finishedAt: number | null;
            finishReason: ("all_finished" | "deadline" | "cancelled") | null;
            /** @description Members by status */
            counts: {
                CREATED: number;
                RUNNING: number;
                INPUT_NEEDED: number;
                COMPLETED: number;
                FAILED: number;
                total: number;
            };
            members: {
                /** @description Position in the request counterparties */
                index: number;
                /** @description The member case: GET /cases/{id} */
                caseId: string;
                clientReferenceId?: string;
                counterparty: {
                    name: string;
                    address: string;
                    company?: string;
                };
                /** @enum {string} */
                status: "CREATED" | "RUNNING" | "INPUT_NEEDED" | "COMPLETED" | "FAILED";
                resultStatus: string | null;
                result?: unknown;
            }[];
            comparison: {
                compareBy: {
                    field: string;
                    /** @enum {string} */
                    order: "min" | "max";
                } | null;
                /** @description COMPLETED members with a comparable value, best first */
                ranked: {
                    /** @description 1 is best; equal values share a rank */
                    rank: number;
                    best: boolean;
                    index: number;
                    caseId: string;
                    clientReferenceId?: string;
                    counterpartyName: string;
                    /** @description The compareBy value; null without compareBy */
                    value: number | string | null;
                    result: unknown;
                }[];
                /** @description caseIds of the best members (several when tied) */
                best: string[];
                /** @description Every other member, in counterparty order */
                withoutResult: {
                    index: number;
                    caseId: string;
                    clientReferenceId?: string;
                    counterpartyName: string;
                    /** @enum {string} */
                    status: "CREATED" | "RUNNING" | "INPUT_NEEDED" | "COMPLETED" | "FAILED";
                    resultStatus: string | null;
                    /** @description Why it has no ranked result */
                    reason: string;
                }[];
            };
        };
        CaseGroupResponse: {
            /** @constant */
            ok: true;
            data: components["schemas"]["CaseGroup"];
        };
        CaseGroupCancelAccepted: {
            groupId: string;
            /** @constant */
            accepted: true;
            /** @description Members still running that were asked to cancel */
            cancelling: number;
        };
        CaseGroupCancelAcceptedResponse: {
            /** @constant */
            ok: true;
            data: components["schemas"]["CaseGroupCancelAccepted"];
        };
        CaseCompletedEvent: {
            /** @description `{caseId}:{event}:{version}`: the same on any redelivery; deduplicate by it */
            event_id: string;
            /** @description Unix milliseconds */
            occurredAt: number;
            caseId: string;
            /** @description As given at creation */
            clientReferenceId?: string;
            /** @description As given at creation (opaque JSON) */
            metadata?: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            status: "CREATED" | "RUNNING" | "INPUT_NEEDED" | "COMPLETED" | "FAILED";
            /** @description Open set: goal_achieved, max_retries, failed_rejected, BOUNCED, COMPLAINED, REJECTED (null for input_needed) */
            resultStatus: string | null;
            attemptCount: number;
            /** @description Unix milliseconds */
            createdAt: number;
            /** @description Unix milliseconds */
            updatedAt: number;
            /** @description Inbound attachment metadata; no URLs. The first 20 of the case: GET /cases/{id} lists them all */
            attachments: components["schemas"]["AttachmentMeta"][];
            /**
             * @description Present when the case has more attachments than this payload carries
             * @constant
             */
            attachmentsTruncated?: true;
            /** @constant */
            event: "case.completed";
            /** @description The structured result (matches the case's resultSchema) */
            result?: unknown;
            /** @description Per top-level result field: the message (and attachment) it came from, with a verbatim quote */
            resultEvidence?: {
                [key: string]: {
                    /** @description The email message the value came from */
                    messageId: string;
                    /** @description The attachment of that message it came from, if any */
                    attachmentId?: string;
                    /** @description A short verbatim quote of the text that gives the value */
                    quote: string;
                };
            };
        };
        CaseFailedEvent: {
            /** @description `{caseId}:{event}:{version}`: the same on any redelivery; deduplicate by it */
            event_id: string;
            /** @description Unix milliseconds */
            occurredAt: number;
            caseId: string;
            /** @description As given at creation */
            clientReferenceId?: string;
            /** @description As given at creation (opaque JSON) */
            metadata?: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            status: "CREATED" | "RUNNING" | "INPUT_NEEDED" | "COMPLETED" | "FAILED";
            /** @description Open set: goal_achieved, max_retries, failed_rejected, BOUNCED, COMPLAINED, REJECTED (null for input_needed) */
            resultStatus: string | null;
            attemptCount: number;
            /** @description Unix milliseconds */
            createdAt: number;
            /** @description Unix milliseconds */
            updatedAt: number;
            /** @description Inbound attachment metadata; no URLs. The first 20 of the case: GET /cases/{id} lists them all */
            attachments: components["schemas"]["AttachmentMeta"][];
            /**
             * @description Present when the case has more attachments than this payload carries
             * @constant
             */
            attachmentsTruncated?: true;
            /** @constant */
            event: "case.failed";
        };
        CaseInputNeededEvent: {
            /** @description `{caseId}:{event}:{version}`: the same on any redelivery; deduplicate by it */
            event_id: string;
            /** @description Unix milliseconds */
            occurredAt: number;
            caseId: string;
            /** @description As given at creation */
            clientReferenceId?: string;
            /** @description As given at creation (opaque JSON) */
            metadata?: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            status: "CREATED" | "RUNNING" | "INPUT_NEEDED" | "COMPLETED" | "FAILED";
            /** @description Open set: goal_achieved, max_retries, failed_rejected, BOUNCED, COMPLAINED, REJECTED (null for input_needed) */
            resultStatus: string | null;
            attemptCount: number;
            /** @description Unix milliseconds */
            createdAt: number;
            /** @description Unix milliseconds */
            updatedAt: number;
            /** @description Inbound attachment metadata; no URLs. The first 20 of the case: GET /cases/{id} lists them all */
            attachments: components["schemas"]["AttachmentMeta"][];
            /**
             * @description Present when the case has more attachments than this payload carries
             * @constant
             */
            attachmentsTruncated?: true;
            /** @constant */
            event: "case.input_needed";
            inputRequest: components["schemas"]["InputRequest"];
        };
        CaseReviewNeededEvent: {
            /** @description `{caseId}:{event}:{version}`: the same on any redelivery; deduplicate by it */
            event_id: string;
            /** @description Unix milliseconds */
            occurredAt: number;
            caseId: string;
            /** @description As given at creation */
            clientReferenceId?: string;
            /** @description As given at creation (opaque JSON) */
            metadata?: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            status: "CREATED" | "RUNNING" | "INPUT_NEEDED" | "COMPLETED" | "FAILED";
            /** @description Open set: goal_achieved, max_retries, failed_rejected, BOUNCED, COMPLAINED, REJECTED (null for input_needed) */
            resultStatus: string | null;
            attemptCount: number;
            /** @description Unix milliseconds */
            createdAt: number;
            /** @description Unix milliseconds */
            updatedAt: number;
            /** @description Inbound attachment metadata; no URLs. The first 20 of the case: GET /cases/{id} lists them all */
            attachments: components["schemas"]["AttachmentMeta"][];
            /**
             * @description Present when the case has more attachments than this payload carries
             * @constant
             */
            attachmentsTruncated?: true;
            /** @constant */
            event: "case.review_needed";
            /** @description An outbound email waits for your approval (only while one does) */
            pendingReview: {
                /** @description Approve or reject it at /cases/{id}/drafts/{draftId}/approve|reject */
                draftId: string;
                reasons: {
                    /**
                     * @description review_all, first_email (the mode), new_amount, new_date, new_terms, commitment, other_recipient, after_injection_signal (the risk rules)
                     * @enum {string}
                     */
                    code: "review_all" | "first_email" | "new_amount" | "new_date" | "new_terms" | "commitment" | "other_recipient" | "after_injection_signal";
                    /** @description Why, in our words, quoting the figure or phrase of the draft */
                    message: string;
                }[];
                /** @description Unix milliseconds */
                requestedAt: number;
            };
        };
        GroupCompletedEvent: {
            /** @description group:{groupId}:group.completed: deduplicate by it */
            event_id: string;
            /** @constant */
            event: "group.completed";
            /** @description Unix milliseconds */
            occurredAt: number;
            groupId: string;
            clientReferenceId?: string;
            metadata?: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            finishReason: "all_finished" | "deadline" | "cancelled";
            /** @description Members by status */
            counts: {
                CREATED: number;
                RUNNING: number;
                INPUT_NEEDED: number;
                COMPLETED: number;
                FAILED: number;
                total: number;
            };
            comparison: {
                compareBy: {
                    field: string;
                    /** @enum {string} */
                    order: "min" | "max";
                } | null;
                /** @description COMPLETED members with a comparable value, best first */
                ranked: {
                    /** @description 1 is best; equal values share a rank */
                    rank: number;
                    best: boolean;
                    index: number;
                    caseId: string;
                    clientReferenceId?: string;
                    counterpartyName: string;
                    /** @description The compareBy value; null without compareBy */
                    value: number | string | null;
                    result: unknown;
                }[];
                /** @description caseIds of the best members (several when tied) */
                best: string[];
                /** @description Every other member, in counterparty order */
                withoutResult: {
                    index: number;
                    caseId: string;
                    clientReferenceId?: string;
                    counterpartyName: string;
                    /** @enum {string} */
                    status: "CREATED" | "RUNNING" | "INPUT_NEEDED" | "COMPLETED" | "FAILED";
                    resultStatus: string | null;
                    /** @description Why it has no ranked result */
                    reason: string;
                }[];
            };
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
    listCases: {
        parameters: {
            query?: {
                /** @description One or more of CREATED, RUNNING, INPUT_NEEDED, COMPLETED, FAILED, comma-separated: cases in any of them */
                status?: string;
                /** @description Only cases created with this clientReferenceId */
                clientReferenceId?: string;
                /** @description Only cases created after this Unix ms time (exclusive) */
                createdAfter?: string;
                /** @description Only cases created before this Unix ms time (exclusive) */
                createdBefore?: string;
                /** @description Cases per page, 1 to 100 (default 20) */
                limit?: string;
                /** @description nextCursor of the previous page, with the same filters */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of cases */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "data": {
                     *         "cases": [
                     *           {
                     *             "caseId": "b367e582-44d2-4bf5-94b7-298b57a80d3f",
                     *             "status": "FAILED",
                     *             "createdAt": 1795626474989,
                     *             "updatedAt": 1795626475579,
                     *             "nextActionAt": 253402300799999,
                     *             "attemptCount": 1,
                     *             "maxAttempts": 3,
                     *             "channel": "EMAIL",
                     *             "counterparty": {
                     *               "address": "alex.rivera@acme-supplies.example",
                     *               "name": "Alex Rivera",
                     *               "company": "Acme Supplies",
                     *               "timezone": "Europe/Berlin"
                     *             },
                     *             "attachments": [],
                     *             "resultStatus": "cancelled",
                     *             "goal": {
                     *               "objective": "Confirm the delivery date of order 1043"
                     *             },
                     *             "senderPersona": {
                     *               "name": "Sam Lee",
                     *               "role": "Buyer",
                     *               "company": "Example Corp",
                     *               "tone": "friendly"
                     *             },
                     *             "inputRequest": null,
                     *             "clientReferenceId": "order-1043",
                     *             "resultSchema": {
                     *               "type": "object",
                     *               "properties": {
                     *                 "deliveryDate": {
                     *                   "type": "string",
                     *                   "description": "YYYY-MM-DD"
                     *                 }
                     *               },
                     *               "required": [
                     *                 "deliveryDate"
                     *               ]
                     *             },
                     *             "constraints": [
                     *               "Do not agree to a price change"
                     *             ]
                     *           }
                     *         ],
                     *         "nextCursor": "eyJ1IjoienI4cExBT1AzTkxlWDNyRyIsImYiOiJiTmpPeHdiNkVSRU5nX3RHIiwiYyI6MTc5NTYyNjQ3NDk4OSwiaSI6ImIzNjdlNTgyLTQ0ZDItNGJmNS05NGI3LTI5OGI1N2E4MGQzZiJ9"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CaseListResponse"];
                };
            };
            /** @description INVALID_REQUEST: malformed JSON, a body over the size limit, a field out of bounds or unknown, an empty id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description UNAUTHORIZED: missing or unknown API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description FORBIDDEN: inactive key or user, or another user's case */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description RATE_LIMITED: over the per-key throttle; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait (RATE_LIMITED) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description INTERNAL_ERROR: storage, queueing or the email provider failed; safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createCase: {
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
                 *       "channel": "EMAIL",
                 *       "clientReferenceId": "order-1042",
                 *       "goal": {
                 *         "objective": "Confirm the delivery date of order 1042",
                 *         "knowledge": "Order 1042: 40 pallets of A4 copy paper, ordered on 2026-11-20, PO number PO-7781."
                 *       },
                 *       "counterparty": {
                 *         "address": "alex.rivera@acme-supplies.example",
                 *         "name": "Alex Rivera",
                 *         "company": "Acme Supplies",
                 *         "timezone": "Europe/Berlin"
                 *       },
                 *       "senderPersona": {
                 *         "name": "Sam Lee",
                 *         "role": "Buyer",
                 *         "company": "Example Corp",
                 *         "tone": "friendly"
                 *       },
                 *       "constraints": [
                 *         "Do not agree to a price change"
                 *       ],
                 *       "resultSchema": {
                 *         "type": "object",
                 *         "properties": {
                 *           "deliveryDate": {
                 *             "type": "string",
                 *             "description": "YYYY-MM-DD"
                 *           }
                 *         },
                 *         "required": [
                 *           "deliveryDate"
                 *         ]
                 *       },
                 *       "clientWebhookUrl": "https://hooks.example.com/cases",
                 *       "metadata": {
                 *         "orderId": "1042"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CreateCaseRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "data": {
                     *         "caseId": "797292e8-35ca-4235-a868-5935750ca6b5"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedCaseResponse"];
                };
            };
            /** @description INVALID_REQUEST: malformed JSON, a body over the size limit, a field out of bounds or unknown, an empty id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description UNAUTHORIZED: missing or unknown API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description FORBIDDEN: inactive key or user, or another user's case */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description USAGE_LIMIT_REACHED: the month's plan cap is reached; RATE_LIMITED: over the per-key throttle; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait (RATE_LIMITED) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description INTERNAL_ERROR: storage, queueing or the email provider failed; safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCase: {
        parameters: {
            query?: {
                /** @description Only `true` (trimmed, any case) adds `conversationThread`, read live from the email provider; a failed read is 500 INTERNAL_ERROR */
                includeTranscript?: string;
            };
            header?: never;
            path: {
                /** @description The case id (caseId from POST /cases) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The case */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "data": {
                     *         "caseId": "797292e8-35ca-4235-a868-5935750ca6b5",
                     *         "status": "COMPLETED",
                     *         "createdAt": 1795626466457,
                     *         "updatedAt": 1795626472453,
                     *         "nextActionAt": 253402300799999,
                     *         "attemptCount": 2,
                     *         "maxAttempts": 3,
                     *         "channel": "EMAIL",
                     *         "counterparty": {
                     *           "address": "alex.rivera@acme-supplies.example",
                     *           "name": "Alex Rivera",
                     *           "company": "Acme Supplies",
                     *           "timezone": "Europe/Berlin"
                     *         },
                     *         "attachments": [
                     *           {
                     *             "attachmentId": "e6074388-27c6-4371-940b-b5916bce24ce",
                     *             "name": "delivery-note-1042.pdf",
                     *             "size": 669,
                     *             "type": "application/pdf",
                     *             "messageId": "<79d4f798ce06001504e03266@agentmail.local>",
                     *             "inboxId": "inbox-4c46653d@agentmail.local",
                     *             "receivedAt": 1795626467907
                     *           }
                     *         ],
                     *         "resultStatus": "goal_achieved",
                     *         "goal": {
                     *           "objective": "Confirm the delivery date of order 1042",
                     *           "knowledge": "Order 1042: 40 pallets of A4 copy paper, ordered on 2026-11-20, PO number PO-7781."
                     *         },
                     *         "senderPersona": {
                     *           "name": "Sam Lee",
                     *           "role": "Buyer",
                     *           "company": "Example Corp",
                     *           "tone": "friendly"
                     *         },
                     *         "inputRequest": {
                     *           "id": "797292e8-35ca-4235-a868-5935750ca6b5-ir5",
                     *           "question": "Hi Sam, should we ship to the Berlin or the Munich warehouse?",
                     *           "status": "RESOLVED",
                     *           "requestedAt": 1795626468196
                     *         },
                     *         "clientReferenceId": "order-1042",
                     *         "result": {
                     *           "deliveryDate": "2027-03-14"
                     *         },
                     *         "resultEvidence": {
                     *           "deliveryDate": {
                     *             "messageId": "<992430fab3f7c0048b007d85@agentmail.local>",
                     *             "quote": "Delivery date: 2027-03-14, between 8:00 and 12:00."
                     *           }
                     *         },
                     *         "resultSchema": {
                     *           "type": "object",
                     *           "properties": {
                     *             "deliveryDate": {
                     *               "type": "string",
                     *               "description": "YYYY-MM-DD"
                     *             }
                     *           },
                     *           "required": [
                     *             "deliveryDate"
                     *           ]
                     *         },
                     *         "constraints": [
                     *           "Do not agree to a price change"
                     *         ],
                     *         "conversationThread": "From: Sam Lee <inbox-4c46653d@agentmail.local>\nTimestamp: 2026-11-25T17:07:47.478Z\nMessage: Hi Alex Rivera, ¶ My name is Sam Lee, Buyer at Example Corp. I am reaching out to Acme Supplies about the following: Confirm the delivery date of order 1042 ¶ Could you please reply with the following, one per line as \"field: value\"? / - deliveryDate (YYYY-MM-DD) ¶ Best regards, / Sam Lee / Buyer, Example Corp\n\n---\n\nFrom: Alex Rivera <alex.rivera@acme-supplies.example>\nTimestamp: 2026-11-25T17:07:47.907Z\nMessage: Hi Sam, should we ship to the Berlin or the Munich warehouse? Our delivery note is attached.\n\n---\n\nFrom: Sam Lee <inbox-4c46653d@agentmail.local>\nTimestamp: 2026-11-25T17:07:51.973Z\nMessage: Hi Alex Rivera, ¶ Thank you for your patience. Regarding your question \"Hi Sam, should we ship to the Berlin or the Munich warehouse?\": ¶ Ship to the Munich warehouse, dock 3. ¶ Could you please reply with the following, one per line as \"field: value\"? / - deliveryDate (YYYY-MM-DD) ¶ Best regards, / Sam Lee / Buyer, Example Corp\n\n---\n\nFrom: Alex Rivera <alex.rivera@acme-supplies.example>\nTimestamp: 2026-11-25T17:07:52.174Z\nMessage: Munich works. Delivery date: 2027-03-14, between 8:00 and 12:00."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CaseResponse"];
                };
            };
            /** @description INVALID_REQUEST: malformed JSON, a body over the size limit, a field out of bounds or unknown, an empty id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description UNAUTHORIZED: missing or unknown API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description FORBIDDEN: inactive key or user, or another user's case */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description CASE_NOT_FOUND: no case with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description RATE_LIMITED: over the per-key throttle; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait (RATE_LIMITED) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description INTERNAL_ERROR: storage, queueing or the email provider failed; safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The case id (caseId from POST /cases) */
                id: string;
                /** @description From the case's attachments or a webhook payload */
                attachmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachment with a temporary downloadUrl */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "data": {
                     *         "attachmentId": "e6074388-27c6-4371-940b-b5916bce24ce",
                     *         "name": "delivery-note-1042.pdf",
                     *         "size": 669,
                     *         "type": "application/pdf",
                     *         "messageId": "<79d4f798ce06001504e03266@agentmail.local>",
                     *         "inboxId": "inbox-4c46653d@agentmail.local",
                     *         "receivedAt": 1795626467907,
                     *         "downloadUrl": "http://127.0.0.1:46763/_sandbox/attachments/eyJpbmJveElkIjoiaW5ib3gtNGM0NjY1M2RAYWdlbnRtYWlsLmxvY2FsIiwibWVzc2FnZUlkIjoiPDc5ZDRmNzk4Y2UwNjAwMTUwNGUwMzI2NkBhZ2VudG1haWwubG9jYWw-IiwiYXR0YWNobWVudElkIjoiZTYwNzQzODgtMjdjNi00MzcxLTk0MGItYjU5MTZiY2UyNGNlIiwiZXhwIjoxNzk1NjMwMDcxNTYxfQ.RTm_OgGE0S5r09N4soTqeTTTg84EuE-9R0N2i0d9IMc",
                     *         "expiresAt": "2026-11-25T18:07:51.561Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AttachmentResponse"];
                };
            };
            /** @description INVALID_REQUEST: malformed JSON, a body over the size limit, a field out of bounds or unknown, an empty id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description UNAUTHORIZED: missing or unknown API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description FORBIDDEN: inactive key or user, or another user's case */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description CASE_NOT_FOUND: no case with that id; ATTACHMENT_NOT_FOUND: the attachment is not on the case */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description RATE_LIMITED: over the per-key throttle; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait (RATE_LIMITED) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description INTERNAL_ERROR: storage, queueing or the email provider failed; safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    provideInput: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The case id (caseId from POST /cases) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "inputRequestId": "797292e8-35ca-4235-a868-5935750ca6b5-ir5",
                 *       "providedContext": "Ship to the Munich warehouse, dock 3."
                 *     }
                 */
                "application/json": components["schemas"]["ProvideInputRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "data": {
                     *         "caseId": "797292e8-35ca-4235-a868-5935750ca6b5",
                     *         "inputRequestId": "797292e8-35ca-4235-a868-5935750ca6b5-ir5",
                     *         "accepted": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InputAcceptedResponse"];
                };
            };
            /** @description INVALID_REQUEST: malformed JSON, a body over the size limit, a field out of bounds or unknown, an empty id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description UNAUTHORIZED: missing or unknown API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description FORBIDDEN: inactive key or user, or another user's case */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description CASE_NOT_FOUND: no case with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description CASE_NOT_WAITING_FOR_INPUT: the case is not INPUT_NEEDED; INPUT_REQUEST_NOT_PENDING: the input request is already answered; INPUT_REQUEST_MISMATCH: inputRequestId is stale or wrong */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description RATE_LIMITED: over the per-key throttle; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait (RATE_LIMITED) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description INTERNAL_ERROR: storage, queueing or the email provider failed; safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listCaseEvents: {
        parameters: {
            query?: {
                /** @description Events per page, 1 to 100 (default 20) */
                limit?: string;
                /** @description nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The case id (caseId from POST /cases) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of timeline events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "data": {
                     *         "events": [
                     *           {
                     *             "maxAttempts": 3,
                     *             "followUpDelayHours": 72,
                     *             "webhook": true,
                     *             "id": "v0000000001.0",
                     *             "type": "case.created",
                     *             "at": 1795626466457
                     *           },
                     *           {
                     *             "attempt": 1,
                     *             "kind": "initial",
                     *             "messageId": "<e7ff1a592af34a4b8f5fa57b@agentmail.local>",
                     *             "subject": "Confirm the delivery date of order 1042",
                     *             "id": "v0000000003.0",
                     *             "type": "email.sent",
                     *             "at": 1795626467571
                     *           },
                     *           {
                     *             "dueAt": 1795630787571,
                     *             "action": "follow_up",
                     *             "id": "v0000000003.1",
                     *             "type": "followup.scheduled",
                     *             "at": 1795626467571
                     *           },
                     *           {
                     *             "messageId": "<79d4f798ce06001504e03266@agentmail.local>",
                     *             "from": "alex.rivera@acme-supplies.example",
                     *             "readAs": "question",
                     *             "attachments": 1,
                     *             "id": "v0000000005.0",
                     *             "type": "email.received",
                     *             "at": 1795626468196
                     *           },
                     *           {
                     *             "inputRequestId": "797292e8-35ca-4235-a868-5935750ca6b5-ir5",
                     *             "question": "Hi Sam, should we ship to the Berlin or the Munich warehouse?",
                     *             "id": "v0000000005.1",
                     *             "type": "input.requested",
                     *             "at": 1795626468196
                     *           },
                     *           {
                     *             "event": "case.input_needed",
                     *             "eventId": "797292e8-35ca-4235-a868-5935750ca6b5:case.input_needed:5",
                     *             "httpStatus": 200,
                     *             "errorCode": null,
                     *             "attempt": 0,
                     *             "id": "wh.9e3e24126a32a98cd2216d1c3c4e85a6.0",
                     *             "type": "webhook.delivered",
                     *             "at": 1795626471355
                     *           },
                     *           {
                     *             "inputRequestId": "797292e8-35ca-4235-a868-5935750ca6b5-ir5",
                     *             "id": "v0000000008.0",
                     *             "type": "input.provided",
                     *             "at": 1795626471782
                     *           },
                     *           {
                     *             "attempt": 2,
                     *             "kind": "reply",
                     *             "messageId": "<09748bb4b08246c69910ad74@agentmail.local>",
                     *             "subject": "Re: Confirm the delivery date of order 1042",
                     *             "id": "v0000000009.0",
                     *             "type": "email.sent",
                     *             "at": 1795626471991
                     *           },
                     *           {
                     *             "dueAt": 1795630791991,
                     *             "action": "follow_up",
                     *             "id": "v0000000009.1",
                     *             "type": "followup.scheduled",
                     *             "at": 1795626471991
                     *           },
                     *           {
                     *             "messageId": "<992430fab3f7c0048b007d85@agentmail.local>",
                     *             "from": "alex.rivera@acme-supplies.example",
                     *             "readAs": "answer",
                     *             "attachments": 0,
                     *             "id": "v0000000011.0",
                     *             "type": "email.received",
                     *             "at": 1795626472453
                     *           },
                     *           {
                     *             "resultStatus": "goal_achieved",
                     *             "id": "v0000000011.1",
                     *             "type": "case.completed",
                     *             "at": 1795626472453
                     *           },
                     *           {
                     *             "event": "case.completed",
                     *             "eventId": "797292e8-35ca-4235-a868-5935750ca6b5:case.completed:11",
                     *             "httpStatus": 200,
                     *             "errorCode": null,
                     *             "attempt": 0,
                     *             "id": "wh.6bf426a2e5fb64b9d04adcd85ea19133.0",
                     *             "type": "webhook.delivered",
                     *             "at": 1795626473572
                     *           }
                     *         ],
                     *         "nextCursor": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CaseEventsResponse"];
                };
            };
            /** @description INVALID_REQUEST: malformed JSON, a body over the size limit, a field out of bounds or unknown, an empty id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description UNAUTHORIZED: missing or unknown API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description FORBIDDEN: inactive key or user, or another user's case */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description CASE_NOT_FOUND: no case with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description RATE_LIMITED: over the per-key throttle; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait (RATE_LIMITED) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description INTERNAL_ERROR: storage, queueing or the email provider failed; safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    resendWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The case id (caseId from POST /cases) */
                id: string;
                /** @description The event_id of a webhook this case emitted */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "data": {
                     *         "caseId": "797292e8-35ca-4235-a868-5935750ca6b5",
                     *         "eventId": "797292e8-35ca-4235-a868-5935750ca6b5:case.completed:11",
                     *         "accepted": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookResendAcceptedResponse"];
                };
            };
            /** @description INVALID_REQUEST: malformed JSON, a body over the size limit, a field out of bounds or unknown, an empty id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description UNAUTHORIZED: missing or unknown API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description FORBIDDEN: inactive key or user, or another user's case */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description CASE_NOT_FOUND: no case with that id; WEBHOOK_EVENT_NOT_FOUND: the case emitted no webhook event with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description WEBHOOK_DELIVERY_IN_FLIGHT: a delivery of that webhook event has no outcome yet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description RATE_LIMITED: over the per-key throttle; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait (RATE_LIMITED) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description INTERNAL_ERROR: storage, queueing or the email provider failed; safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cancelCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The case id (caseId from POST /cases) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Ordered elsewhere"
                 *     }
                 */
                "application/json": components["schemas"]["CancelCaseRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "data": {
                     *         "caseId": "b367e582-44d2-4bf5-94b7-298b57a80d3f",
                     *         "accepted": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CancelAcceptedResponse"];
                };
            };
            /** @description INVALID_REQUEST: malformed JSON, a body over the size limit, a field out of bounds or unknown, an empty id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description UNAUTHORIZED: missing or unknown API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description FORBIDDEN: inactive key or user, or another user's case */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description CASE_NOT_FOUND: no case with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description CASE_ALREADY_FINISHED: the case is COMPLETED or FAILED already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description RATE_LIMITED: over the per-key throttle; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait (RATE_LIMITED) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description INTERNAL_ERROR: storage, queueing or the email provider failed; safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listDrafts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The case id (caseId from POST /cases) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The drafts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "data": {
                     *         "drafts": [
                     *           {
                     *             "draftId": "e172dcb1-7a13-450b-9724-4c2a4b925f0f-d2",
                     *             "kind": "initial",
                     *             "status": "SENT",
                     *             "subject": "Delivery date of order 3310",
                     *             "text": "Hello Jo Meyer,\n\nMy name is Sam Lee, Buyer at Example Corp. Could you please confirm the delivery date of order 3310?\n\nThank you in advance.\n\nBest regards,\nSam Lee\nBuyer, Example Corp",
                     *             "reasons": [
                     *               {
                     *                 "code": "review_all",
                     *                 "message": "Every email of this case is reviewed."
                     *               }
                     *             ],
                     *             "requestedAt": 1795628639172,
                     *             "decidedAt": 1795628639783,
                     *             "edit": {
                     *               "text": "Hello Jo Meyer,\n\nMy name is Sam Lee, Buyer at Example Corp. Could you please confirm the delivery date of order 3310?\n\nThank you in advance.\n\nThank you in advance, and best regards,\nSam Lee\nBuyer, Example Corp"
                     *             },
                     *             "closedAt": 1795628639920
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DraftListResponse"];
                };
            };
            /** @description INVALID_REQUEST: malformed JSON, a body over the size limit, a field out of bounds or unknown, an empty id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description UNAUTHORIZED: missing or unknown API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description FORBIDDEN: inactive key or user, or another user's case */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description CASE_NOT_FOUND: no case with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description RATE_LIMITED: over the per-key throttle; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait (RATE_LIMITED) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description INTERNAL_ERROR: storage, queueing or the email provider failed; safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    approveDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The case id (caseId from POST /cases) */
                id: string;
                /** @description pendingReview.draftId of the case, or a draft from GET /cases/{id}/drafts */
                draftId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "text": "Hello Jo Meyer,\n\nMy name is Sam Lee, Buyer at Example Corp. Could you please confirm the delivery date of order 3310?\n\nThank you in advance.\n\nThank you in advance, and best regards,\nSam Lee\nBuyer, Example Corp"
                 *     }
                 */
                "application/json": components["schemas"]["ApproveDraftRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "data": {
                     *         "caseId": "e172dcb1-7a13-450b-9724-4c2a4b925f0f",
                     *         "draftId": "e172dcb1-7a13-450b-9724-4c2a4b925f0f-d2",
                     *         "accepted": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DraftDecisionAcceptedResponse"];
                };
            };
            /** @description INVALID_REQUEST: malformed JSON, a body over the size limit, a field out of bounds or unknown, an empty id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description UNAUTHORIZED: missing or unknown API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description FORBIDDEN: inactive key or user, or another user's case */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description CASE_NOT_FOUND: no case with that id; DRAFT_NOT_FOUND: the case has no draft with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description DRAFT_ALREADY_DECIDED: the draft was already approved or rejected, or it was sent or discarded; CASE_ALREADY_FINISHED: the case is COMPLETED or FAILED already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description RATE_LIMITED: over the per-key throttle; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait (RATE_LIMITED) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description INTERNAL_ERROR: storage, queueing or the email provider failed; safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    rejectDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The case id (caseId from POST /cases) */
                id: string;
                /** @description pendingReview.draftId of the case, or a draft from GET /cases/{id}/drafts */
                draftId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Mention our PO number PO-9120 in the first email."
                 *     }
                 */
                "application/json": components["schemas"]["RejectDraftRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "data": {
                     *         "caseId": "60f0aef0-dfb6-492b-9d5d-908a2fb563d9",
                     *         "draftId": "60f0aef0-dfb6-492b-9d5d-908a2fb563d9-d2",
                     *         "accepted": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DraftDecisionAcceptedResponse"];
                };
            };
            /** @description INVALID_REQUEST: malformed JSON, a body over the size limit, a field out of bounds or unknown, an empty id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description UNAUTHORIZED: missing or unknown API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description FORBIDDEN: inactive key or user, or another user's case */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description CASE_NOT_FOUND: no case with that id; DRAFT_NOT_FOUND: the case has no draft with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description DRAFT_ALREADY_DECIDED: the draft was already approved or rejected, or it was sent or discarded; CASE_ALREADY_FINISHED: the case is COMPLETED or FAILED already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description RATE_LIMITED: over the per-key throttle; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait (RATE_LIMITED) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description INTERNAL_ERROR: storage, queueing or the email provider failed; safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listCaseGroups: {
        parameters: {
            query?: {
                /** @description Groups per page, 1 to 100 (default 20) */
                limit?: string;
                /** @description nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "data": {
                     *         "groups": [
                     *           {
                     *             "groupId": "b25f5a1f-c894-48dd-b99f-c7ad9edc5358",
                     *             "state": "running",
                     *             "createdAt": 1795627426347,
                     *             "updatedAt": 1795627426512,
                     *             "size": 1,
                     *             "maxConcurrent": 5,
                     *             "deadline": null,
                     *             "compareBy": {
                     *               "field": "pricePerPallet",
                     *               "order": "min"
                     *             },
                     *             "finishedAt": null,
                     *             "finishReason": null,
                     *             "clientReferenceId": "rfq-2027-04"
                     *           }
                     *         ],
                     *         "nextCursor": "eyJ1IjoienI4cExBT1AzTkxlWDNyRyIsImMiOjE3OTU2Mjc0MjYzNDcsImkiOiJiMjVmNWExZi1jODk0LTQ4ZGQtYjk5Zi1jN2FkOWVkYzUzNTgifQ"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CaseGroupListResponse"];
                };
            };
            /** @description INVALID_REQUEST: malformed JSON, a body over the size limit, a field out of bounds or unknown, an empty id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description UNAUTHORIZED: missing or unknown API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description FORBIDDEN: inactive key or user, or another user's case */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description RATE_LIMITED: over the per-key throttle; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait (RATE_LIMITED) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description INTERNAL_ERROR: storage, queueing or the email provider failed; safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createCaseGroup: {
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
                 *       "channel": "EMAIL",
                 *       "clientReferenceId": "rfq-2027-03",
                 *       "goal": {
                 *         "objective": "Get a quote for 40 pallets of A4 copy paper delivered to Munich by 2027-03-31"
                 *       },
                 *       "senderPersona": {
                 *         "name": "Sam Lee",
                 *         "role": "Buyer",
                 *         "company": "Example Corp"
                 *       },
                 *       "resultSchema": {
                 *         "type": "object",
                 *         "properties": {
                 *           "pricePerPallet": {
                 *             "type": "number"
                 *           },
                 *           "deliveryDate": {
                 *             "type": "string"
                 *           }
                 *         },
                 *         "required": [
                 *           "pricePerPallet",
                 *           "deliveryDate"
                 *         ]
                 *       },
                 *       "counterparties": [
                 *         {
                 *           "address": "alex.rivera@acme-supplies.example",
                 *           "name": "Alex Rivera",
                 *           "company": "Acme Supplies",
                 *           "clientReferenceId": "rfq-acme"
                 *         },
                 *         {
                 *           "address": "kim.park@paperworks.example",
                 *           "name": "Kim Park",
                 *           "company": "Paperworks",
                 *           "clientReferenceId": "rfq-paperworks"
                 *         }
                 *       ],
                 *       "compareBy": {
                 *         "field": "pricePerPallet",
                 *         "order": "min"
                 *       },
                 *       "maxConcurrent": 5,
                 *       "clientWebhookUrl": "https://hooks.example.com/case-groups"
                 *     }
                 */
                "application/json": components["schemas"]["CreateCaseGroupRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "data": {
                     *         "groupId": "3df340d0-3e46-41a0-8685-7aa4920a0be8",
                     *         "caseIds": [
                     *           "8d380733-9ed4-8fd0-82ab-4282548d8ea3",
                     *           "0bad32a4-5e46-8bce-bbb8-7dacfbe7277d"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedCaseGroupResponse"];
                };
            };
            /** @description INVALID_REQUEST: malformed JSON, a body over the size limit, a field out of bounds or unknown, an empty id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description UNAUTHORIZED: missing or unknown API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description FORBIDDEN: inactive key or user, or another user's case */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description USAGE_LIMIT_REACHED: the month's plan cap is reached; RATE_LIMITED: over the per-key throttle; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait (RATE_LIMITED) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description INTERNAL_ERROR: storage, queueing or the email provider failed; safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCaseGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The group id (groupId from POST /case-groups) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "data": {
                     *         "groupId": "3df340d0-3e46-41a0-8685-7aa4920a0be8",
                     *         "state": "running",
                     *         "createdAt": 1795627359570,
                     *         "updatedAt": 1795627359570,
                     *         "size": 2,
                     *         "maxConcurrent": 5,
                     *         "deadline": null,
                     *         "compareBy": {
                     *           "field": "pricePerPallet",
                     *           "order": "min"
                     *         },
                     *         "finishedAt": null,
                     *         "finishReason": null,
                     *         "clientReferenceId": "rfq-2027-03",
                     *         "counts": {
                     *           "CREATED": 0,
                     *           "RUNNING": 0,
                     *           "INPUT_NEEDED": 0,
                     *           "COMPLETED": 2,
                     *           "FAILED": 0,
                     *           "total": 2
                     *         },
                     *         "members": [
                     *           {
                     *             "index": 0,
                     *             "caseId": "8d380733-9ed4-8fd0-82ab-4282548d8ea3",
                     *             "clientReferenceId": "rfq-acme",
                     *             "counterparty": {
                     *               "name": "Alex Rivera",
                     *               "address": "alex.rivera@acme-supplies.example",
                     *               "company": "Acme Supplies"
                     *             },
                     *             "status": "COMPLETED",
                     *             "resultStatus": "goal_achieved",
                     *             "result": {
                     *               "pricePerPallet": 182.5,
                     *               "deliveryDate": "2027-03-14"
                     *             }
                     *           },
                     *           {
                     *             "index": 1,
                     *             "caseId": "0bad32a4-5e46-8bce-bbb8-7dacfbe7277d",
                     *             "clientReferenceId": "rfq-paperworks",
                     *             "counterparty": {
                     *               "name": "Kim Park",
                     *               "address": "kim.park@paperworks.example",
                     *               "company": "Paperworks"
                     *             },
                     *             "status": "COMPLETED",
                     *             "resultStatus": "goal_achieved",
                     *             "result": {
                     *               "pricePerPallet": 176,
                     *               "deliveryDate": "2027-03-20"
                     *             }
                     *           }
                     *         ],
                     *         "comparison": {
                     *           "compareBy": {
                     *             "field": "pricePerPallet",
                     *             "order": "min"
                     *           },
                     *           "ranked": [
                     *             {
                     *               "rank": 1,
                     *               "best": true,
                     *               "index": 1,
                     *               "caseId": "0bad32a4-5e46-8bce-bbb8-7dacfbe7277d",
                     *               "clientReferenceId": "rfq-paperworks",
                     *               "counterpartyName": "Kim Park",
                     *               "value": 176,
                     *               "result": {
                     *                 "pricePerPallet": 176,
                     *                 "deliveryDate": "2027-03-20"
                     *               }
                     *             },
                     *             {
                     *               "rank": 2,
                     *               "best": false,
                     *               "index": 0,
                     *               "caseId": "8d380733-9ed4-8fd0-82ab-4282548d8ea3",
                     *               "clientReferenceId": "rfq-acme",
                     *               "counterpartyName": "Alex Rivera",
                     *               "value": 182.5,
                     *               "result": {
                     *                 "pricePerPallet": 182.5,
                     *                 "deliveryDate": "2027-03-14"
                     *               }
                     *             }
                     *           ],
                     *           "best": [
                     *             "0bad32a4-5e46-8bce-bbb8-7dacfbe7277d"
                     *           ],
                     *           "withoutResult": []
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CaseGroupResponse"];
                };
            };
            /** @description INVALID_REQUEST: malformed JSON, a body over the size limit, a field out of bounds or unknown, an empty id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description UNAUTHORIZED: missing or unknown API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description FORBIDDEN: inactive key or user, or another user's case */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description GROUP_NOT_FOUND: no case group with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description RATE_LIMITED: over the per-key throttle; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait (RATE_LIMITED) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description INTERNAL_ERROR: storage, queueing or the email provider failed; safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCaseGroupCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The group id (groupId from POST /case-groups) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RFC 4180 CSV, UTF-8 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example index,caseId,clientReferenceId,counterpartyName,counterpartyAddress,status,resultStatus,pricePerPallet,deliveryDate
                     *     0,8d380733-9ed4-8fd0-82ab-4282548d8ea3,rfq-acme,Alex Rivera,alex.rivera@acme-supplies.example,COMPLETED,goal_achieved,182.5,2027-03-14
                     *     1,0bad32a4-5e46-8bce-bbb8-7dacfbe7277d,rfq-paperworks,Kim Park,kim.park@paperworks.example,COMPLETED,goal_achieved,176,2027-03-20
                     */
                    "text/csv": unknown;
                };
            };
            /** @description INVALID_REQUEST: malformed JSON, a body over the size limit, a field out of bounds or unknown, an empty id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description UNAUTHORIZED: missing or unknown API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description FORBIDDEN: inactive key or user, or another user's case */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description GROUP_NOT_FOUND: no case group with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description RATE_LIMITED: over the per-key throttle; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait (RATE_LIMITED) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description INTERNAL_ERROR: storage, queueing or the email provider failed; safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cancelCaseGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The group id (groupId from POST /case-groups) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Ordered elsewhere"
                 *     }
                 */
                "application/json": components["schemas"]["CancelCaseRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "data": {
                     *         "groupId": "b25f5a1f-c894-48dd-b99f-c7ad9edc5358",
                     *         "accepted": true,
                     *         "cancelling": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CaseGroupCancelAcceptedResponse"];
                };
            };
            /** @description INVALID_REQUEST: malformed JSON, a body over the size limit, a field out of bounds or unknown, an empty id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description UNAUTHORIZED: missing or unknown API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description FORBIDDEN: inactive key or user, or another user's case */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description GROUP_NOT_FOUND: no case group with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description GROUP_ALREADY_FINISHED: the case group is finished already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description RATE_LIMITED: over the per-key throttle; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait (RATE_LIMITED) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description INTERNAL_ERROR: storage, queueing or the email provider failed; safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
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
            /** @description The OpenAPI 3.1 document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getApiReference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An HTML page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
        };
    };
    getConsole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An HTML page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {"ok":true} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
}
