/**
 * Written by `npm run api:types` from the API's OpenAPI document. Do not edit.
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check the server and its database */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check that the process answers */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check that the server can take traffic */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registerVendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a vendor account */
        post: operations["registerVendor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loginVendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a sign-in with a code from the authenticator app, a recovery code or the emailed code
         * @description A wrong code answers 400; the 5th ends the challenge (401: sign in again). After 10 wrong codes on the account in 15 minutes, across its challenges, app and recovery codes answer 429 for the rest of the window, naming what still works; a new sign-in then offers an emailed code.
         */
        post: operations["signInSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/second-factor/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** WebAuthn request options to finish a sign-in challenge with one of the account's passkeys */
        post: operations["startPasskeySecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/second-factor/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a sign-in with a passkey's answer to the challenge's passkey options
         * @description A passkey that does not verify counts as a wrong code: the 5th ends the challenge.
         */
        post: operations["signInSecondFactorPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** WebAuthn request options to sign in with a passkey, without a password */
        post: operations["startPasskeySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a passkey's answer to the passkey sign-in options (it is the second factor too) */
        post: operations["signInWithPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authVendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the signed-in user */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out this session */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verify an email address with the link's token */
        get: operations["verifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reverify/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Send the email verification link again */
        get: operations["resendVerificationEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reset/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check a password reset link */
        get: operations["checkPasswordResetToken"];
        put?: never;
        /** Set a new password with a reset link */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a password reset link */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/activateV/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activate a verified vendor's account and sign in */
        get: operations["activateVendor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload identity documents (ID and proof of residence) for review */
        post: operations["uploadIdentityDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List vendors by identity review state, or those whose change of details waits (staff)
         * @description `status=changes` lists the vendors whose change of business name, ABN or address waits for review, oldest request first, each with the details in force and the requested ones.
         */
        get: operations["listVerificationQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/{adminId}/{vendorId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a vendor's identity documents (staff) */
        get: operations["listVendorDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/{adminId}/{vendorId}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download one identity document (staff) */
        get: operations["downloadVendorDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/{adminId}/{vendorId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve or reject a vendor's identity (staff) */
        put: operations["decideVendorIdentity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the signed-in user's profile */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the signed-in user's password */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the signed-in user's sessions (devices) still signed in */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        /** Log out of all devices: end every session of the signed-in user, this one included */
        delete: operations["endAllSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of the signed-in user's sessions (log that device out) */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Say which second factors the account has on, and whether it must have one */
        get: operations["getSecondFactorStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/2fa/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start adding an authenticator app: its secret (base32) and otpauth URL for a QR code */
        post: operations["startTotpEnrolment"];
        /** Remove the account's authenticator app and recovery codes; the super admin may reset a staff member's (needs a step-up) */
        delete: operations["removeTotp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/2fa/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish adding an authenticator app with a code from it; answers the recovery codes, once */
        post: operations["confirmTotpEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/step-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prove the second factor (or, without one, the password) again: for 5 minutes this session may reveal and change bank details, download ABA files, create and pay payouts, and change roles
         * @description A wrong answer answers 400. After 10 wrong answers in 15 minutes this session meets 429 until the window ends; the owner's other sessions meet it only after 25 on the whole account. Passkey step-ups count the same.
         */
        post: operations["stepUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/2fa/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start adding a passkey: WebAuthn creation options for the browser (an account that already has a second factor needs a step-up) */
        post: operations["startPasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/2fa/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish adding a passkey with the browser's answer to the creation options */
        post: operations["addPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/2fa/passkeys/{passkeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of the account's passkeys (needs a step-up) */
        delete: operations["removePasskey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/step-up/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** WebAuthn request options to step up with one of the account's passkeys */
        post: operations["startPasskeyStepUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/step-up/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Step up with a passkey's answer to the step-up options */
        post: operations["stepUpWithPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/bank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a vendor's bank details, the account number masked: the vendor's own, or any vendor's for staff */
        get: operations["getBankAccount"];
        /** Save the signed-in vendor's bank details (a change holds payouts for 24 hours) */
        put: operations["saveOwnBankAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/bank/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reveal a vendor's full account number (staff; audited) */
        post: operations["revealVendorAccountNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read shipping rates: the vendor's own (with the marketplace's defaults it falls back to), or for staff the defaults or a vendor's */
        get: operations["getShippingRates"];
        /** Replace shipping rates: the vendor's own, or for staff the defaults or a vendor's (audited) */
        put: operations["saveShippingRates"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List top-level categories, searchable and paged */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one category */
        get: operations["getCategory"];
        /** Update a category (staff) */
        put: operations["updateCategory"];
        post?: never;
        /** Delete a category without products (staff) */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/subCategory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a category's subcategories */
        get: operations["listSubcategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/{id}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a category's subcategories with their own subcategories */
        get: operations["listCategoryChildren"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/create/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a top-level category (staff) */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/{categoryId}/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a subcategory (staff) */
        post: operations["createSubcategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List products */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/netWorth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the stock value of the user's products */
        get: operations["getProductNetWorth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download products as CSV in the import template
         * @description A vendor's own products; staff name the vendor with `vendorId`. One row per product, or per variant with the product's columns repeated; an approved product's changes waiting for review are written as its editor sees them, so importing the export changes nothing.
         */
        get: operations["exportProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/import-template.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the product import template (the header and one example row) */
        get: operations["downloadProductImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import products from a CSV file (applied in the background), or with dryRun=true only report what it would do
         * @description Each product is checked with the product form's rules and matched by SKU within the vendor: new ones are created pending approval, an approved product's material changes wait for review as its revision, stock, price cuts and pause apply at once. Rows with errors are skipped and reported by row and column. At most 5000 rows (413 as soon as the file has more). One file at a time per vendor: 429 while the vendor's last file is being checked or applied.
         */
        post: operations["importProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/import/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow an import being applied: its progress, then its report
         * @description The vendor's own imports; staff see any. While it applies, `processed` counts the products done of `productCount`; once `done`, `report` says what happened to each product, as the dry run does.
         */
        get: operations["productImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a product with images and variants */
        post: operations["addProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a product as a new product pending approval
         * @description The copy is named "Copy of" the original and has its approved fields, variants (with their stock) and copies of its images; it waits for staff like any new product.
         */
        post: operations["duplicateProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one product
         * @description Always the approved version buyers see; changes of an approved product waiting for staff (or the last ones staff rejected) are its `revision`.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/{id}/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pause a live product or make a paused one live */
        get: operations["toggleProductStatus"];
        /**
         * Update a product
         * @description A vendor's edit of an approved product applies stock, price cuts and rises up to 20 %, the sale percentage, shipping and measures at once; name, short details, description, brand, keywords, category and subcategories, a price rise above 20 %, variants added, removed or renamed (or a variant's price up by more than 20 %) and new images wait for staff as the product's pending `revision`, which a later edit replaces. Buyers and orders keep the approved version until staff approve it.
         */
        put: operations["updateProduct"];
        post?: never;
        /** Delete a product */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/{id}/{userId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approve or reject a product (staff) */
        get: operations["decideProductApproval"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reject a product with a reason the vendor is emailed (staff) */
        put: operations["rejectProduct"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/{id}/revision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an approved product beside its changes waiting for review (staff, or the product's vendor)
         * @description The product is the approved version (before), the revision the proposal (after); 404 without one.
         */
        get: operations["getProductRevision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/{id}/price-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every price a product and its variants had, with its period (staff, or the product's vendor)
         * @description One entry per period at one price, oldest first: `variant` null for the product itself, else the variant's size; `salesPercentage` the percentage off that held (0: none). Kept from the moment the product was listed, or from 7 December 2026 for older products.
         */
        get: operations["getProductPriceHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/{id}/revision/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Approve a product's changes: buyers see them from now on; the vendor is emailed (staff)
         * @description Approving changes already approved changes and sends nothing; changes already rejected answer 409.
         */
        put: operations["approveProductRevision"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/{id}/revision/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reject a product's changes with a reason the vendor is emailed (staff)
         * @description The approved version stays; images uploaded only for the changes are deleted. Rejecting changes already rejected changes and sends nothing; changes already approved answer 409.
         */
        put: operations["rejectProductRevision"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/{id}/{userId}/img/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Remove one image of a product
         * @description On a vendor's approved product the removal is part of its pending `revision`: buyers keep seeing the image until staff approve it.
         */
        get: operations["deleteProductImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set price, sale %, stock, status or shipping of many products at once (variants' stock and price by size), or preview it */
        post: operations["bulkEditProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/stock-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count the products low on stock, out of stock and on a retired carrier */
        get: operations["getProductStockCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the vendor's store and its performance */
        get: operations["getMyStore"];
        put?: never;
        /** Create or update the vendor's store */
        post: operations["saveMyStore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{adminId}/vendor_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List vendors by status (staff) */
        get: operations["listVendors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{adminId}/{vendorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one vendor (staff) */
        get: operations["getVendor"];
        /** Activate or deactivate a vendor; with no body, toggle (staff) */
        put: operations["setVendorActive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a verified vendor account (staff) */
        post: operations["createVendor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/{adminId}/{vendorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a vendor's details (staff) */
        put: operations["updateVendorDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/{adminId}/{vendorId}/asset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a vendor's product, sale and payout figures (staff) */
        get: operations["getVendorAssets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/{adminId}/{vendorId}/productStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Pause or make live every product of a vendor (staff) */
        patch: operations["setVendorProductStatus"];
        trace?: never;
    };
    "/api/vendor/{adminId}/{vendorId}/saleUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Apply a sale percentage to every product of a vendor (staff) */
        patch: operations["setVendorSale"];
        trace?: never;
    };
    "/api/vendor/{adminId}/{vendorId}/updateShipping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Apply a shipping provider to every product of a vendor (staff) */
        patch: operations["setVendorShipping"];
        trace?: never;
    };
    "/api/vendor/{adminId}/{vendorId}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Approve or reject a vendor's change of business name, ABN or address (staff); a rejection needs a reason
         * @description Approving puts the requested details in force (a new ABN is looked up on the register again); rejecting keeps the details in force and tells the vendor the reason. 409 when no change waits.
         */
        put: operations["decideVendorChange"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List users (staff) */
        get: operations["listUsers"];
        put?: never;
        /** Create a user and email them an invitation (staff) */
        post: operations["inviteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email an invited account its set-password link again (staff) */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a staff account's role: super admin, or staff with a staff role (super admin; audited) */
        put: operations["changeUserRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Deactivate (ending every session) or reactivate an account (super admin; audited) */
        put: operations["setUserActive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the audit log (staff) */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/facets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the actions and staff the audit log can be filtered by */
        get: operations["listAuditFacets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the filtered audit log as CSV */
        get: operations["exportAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a message box (inbox, sent or trash) */
        get: operations["listMessages"];
        put?: never;
        /** Send a message with attachments */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count unread messages */
        get: operations["countUnreadMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List who the user can write to */
        get: operations["listMessageRecipients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark every message of the inbox read */
        put: operations["markAllMessagesRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/trash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move messages to the trash */
        post: operations["trashMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore messages from the trash */
        post: operations["restoreMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/purge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete messages from the trash for good */
        post: operations["purgeMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one message */
        get: operations["getMessage"];
        put?: never;
        post?: never;
        /** Move one message to the trash, or delete it from the trash */
        delete: operations["deleteMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark one message read */
        put: operations["markMessageRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Restore one message from the trash */
        put: operations["restoreMessage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/{id}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a message's attachment */
        get: operations["downloadMessageAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the messages between two users */
        get: operations["listConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List payouts */
        get: operations["listPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transfer/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the filtered payouts as CSV */
        get: operations["exportPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transfer/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the statement of sales and payouts */
        get: operations["getStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transfer/statement/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the statement as CSV */
        get: operations["exportStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transfer/aba": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Download an ABA file paying these pending payouts, and mark them sent to bank (staff) */
        post: operations["downloadAbaFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transfer/owed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the vendors owed delivered sales not yet in a payout, with the amount, biggest first (staff) */
        get: operations["listVendorsOwed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transfer/salesRemit/{vendorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a vendor's delivered sales not yet in a payout (staff) */
        get: operations["listRemittableSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transfer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one payout with its sales */
        get: operations["getPayout"];
        put?: never;
        /** Create a payout of delivered sales for a vendor (staff) */
        post: operations["createPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transfer/{id}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The marketplace's tax invoice for the fees of one payout, as PDF */
        get: operations["getPayoutInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transfer/{id}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Record the bank transfer of a payout (staff) */
        put: operations["markPayoutPaid"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payout-schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the marketplace's payout schedule (none: payouts are made by hand) */
        get: operations["getPayoutSchedule"];
        /** Set the marketplace's payout schedule (finance or super admin; step-up; audited) */
        put: operations["savePayoutSchedule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/{vendorId}/payout-schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a vendor's payout schedule: their own, and the one that applies (staff) */
        get: operations["getVendorPayoutSchedule"];
        /** Give a vendor their own payout schedule, manual payouts, or the marketplace's again (step-up; audited) */
        put: operations["saveVendorPayoutSchedule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/forecast": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's next payout: its date and about how much, from the sales delivered so far */
        get: operations["getPayoutForecast"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commission-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the commission rules, most specific first, and the built-in default */
        get: operations["getCommissionRules"];
        put?: never;
        /** Add a commission rule (finance or super admin; step-up; audited) */
        post: operations["createCommissionRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commission-rules/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rates that can apply to a vendor's sales, now or later (staff name the vendor) */
        get: operations["getMyCommissionRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commission-rules/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fee a sale line at this price would pay now, and the rule that sets it */
        get: operations["previewCommission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commission-rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a commission rule: sales already made keep their fee (step-up; audited) */
        put: operations["updateCommissionRule"];
        post?: never;
        /** Delete a commission rule: sales already made keep their fee (step-up; audited) */
        delete: operations["deleteCommissionRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place an order from the storefront */
        post: operations["placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List orders (staff) */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one order (staff) */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/mySales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the vendor's own sales */
        get: operations["listMySales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every vendor's sales (staff) */
        get: operations["listSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the filtered sales as CSV */
        get: operations["exportSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read earnings of all time */
        get: operations["getEarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one sale with its status history */
        get: operations["getSale"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/{id}/adjustment-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The adjustment notes the refunds of one sale issued, to the buyer and to the vendor for the fee */
        get: operations["listSaleAdjustmentNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/{id}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's invoice to the buyer for one sale, as PDF (a tax invoice when the vendor is GST-registered) */
        get: operations["getSaleInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/{id}/packing-slip.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The packing slip of one sale, as PDF: ship-to, items with variant, SKU and quantity to tick
         * @description Prices are left off unless `prices=true`: the slip goes in the parcel.
         */
        get: operations["getSalePackingSlip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/packing-slips.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One PDF of a pick list and a packing slip per sale, for a batch of sales
         * @description Up to 500 sales, all the caller's own (any vendor's for staff); a sale that is not is answered 404 and nothing is printed. The pick list adds up each product and variant across the sales, sorted by SKU.
         */
        post: operations["printPackingSlips"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/{saleId}/status/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a sale's status and tracking number */
        put: operations["changeSaleStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/sendMail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Email the customer about their sale again */
        put: operations["resendSaleMail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/{saleId}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund part or all of a sale (the vendor its own, staff any)
         * @description Items and shipping apart, up to what was paid less earlier refunds. The fee is recomputed on what the buyer kept; after the sale is in a payout the difference is deducted from a later payout. A replay with the same Idempotency-Key and body answers 200 with the sale; another body with the key is refused (422).
         */
        post: operations["refundSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{orderId}/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a return of items of an order (the storefront, or staff for the buyer)
         * @description One return per vendor whose items are named; each sale must be Delivered. A replay with the same Idempotency-Key and body answers 200 with the same returns; the key with another body is refused (422).
         */
        post: operations["openReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List returns: the vendor's own, every vendor's for staff */
        get: operations["listReturns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/returns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one return */
        get: operations["getReturn"];
        /** Approve, reject (with a reason), receive or refund a return */
        put: operations["updateReturn"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{orderId}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review a delivered product of an order (the storefront)
         * @description One review per product of a sale, once the sale is Delivered and the product not refunded in full (409 with the reason otherwise); 404 when the sale is not the order's or the product not in the sale. Plain text only.
         */
        post: operations["createReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's visible reviews with the vendor's replies, newest first (the storefront, or signed in) */
        get: operations["listProductReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List reviews: the vendor's own products', every vendor's for staff; newest first by cursor */
        get: operations["listReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write or edit the vendor's one reply to a review (audited) */
        post: operations["replyToReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a review with the reason the vendor is told (staff; audited) */
        post: operations["hideReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show a hidden review again (staff; audited) */
        post: operations["restoreReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the dashboard's figures, chart and latest orders */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/work": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count the work waiting for staff: documents, products, overdue sales, vendors owed */
        get: operations["getWorkQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the scheduled jobs with their last run, outcome and next run */
        get: operations["listJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{name}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a scheduled job now (audited); answers once the run has ended
         * @description 409 when a run already holds the job ("This job is running now: wait for it to finish") or it is off on this server.
         */
        post: operations["runJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/data-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download everything Soko holds about an account (the owner, or staff answering for them)
         * @description A ZIP streamed as it is read: profile, store, products, sales, refunds, returns, reviews, cases, messages, bank details (last 4 digits), document metadata, sessions and audit entries, as CSV and JSON with a README. Audited.
         */
        get: operations["exportAccountData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/buyer-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download everything Soko holds about a buyer, by their order email (staff, for the buyer's request)
         * @description Every order, sale, refund, return, review and case with the address in the body, and messages naming it. Audited.
         */
        post: operations["exportBuyerData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a vendor account (the owner with their password, or the super admin)
         * @description Sign-in is refused from then on, every session ends and the products go off sale. Payouts owed are still made; the bank details are deleted once the last is paid. Sales, payouts and invoices are kept as tax law asks. 409 while sales are not yet delivered or cancelled. Audited.
         */
        post: operations["closeAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/adjustment-note/{id}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An adjustment note a refund issued, as PDF (the vendor of its sale, or staff) */
        get: operations["getAdjustmentNote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor-team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a vendor's team: the owner's own, or the named vendor's for staff */
        get: operations["listVendorTeam"];
        put?: never;
        /** Invite a team member with a role; they set their password from the mail (owner only; audited) */
        post: operations["inviteVendorTeamMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor-team/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a team member's role (owner only; audited) */
        put: operations["changeVendorTeamRole"];
        post?: never;
        /** Remove a team member: their account is deactivated and its sessions end (owner only; audited) */
        delete: operations["removeVendorTeamMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor-team/{memberId}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a member who has not set a password a new invitation link (owner only) */
        post: operations["resendVendorTeamInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's notifications, newest first, with the unread count */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark the caller's named notifications read, or all of them */
        put: operations["markNotificationsRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the caller takes each kind of notification, and the daily digest */
        get: operations["getNotificationPreferences"];
        /** Choose per kind in-app, email, both or none, and the daily digest */
        put: operations["updateNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events: the unread count and each new notification as it arrives
         * @description Signed in by the session header, or by the `soko_stream` cookie (path-scoped) that a browser EventSource sends. Each `notifications` event carries `{ unread, items }`; a comment line every 25 s keeps the connection open. When the session ends (sign-out elsewhere, deactivation, a password change) the stream sends `session-ended` and closes. A session keeps at most NOTIFICATION_STREAMS_PER_SESSION streams open (10) and an account NOTIFICATION_STREAMS_PER_ACCOUNT (20): a further one makes the oldest send `replaced` and close.
         */
        get: operations["streamNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{orderId}/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a case about a sale of an order (the storefront, for the buyer)
         * @description One open case per sale (409). The vendor must answer by `respondBy`: CASE_RESPONSE_BUSINESS_DAYS business days (default 2) of their state, ending at midnight Sydney time.
         */
        post: operations["openCase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{orderId}/cases/{caseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a case of an order with its timeline (the storefront) */
        get: operations["getOrderCase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{orderId}/cases/{caseId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the buyer's message to a case (the storefront) */
        post: operations["writeOrderCaseMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{orderId}/cases/{caseId}/escalate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask Soko to step in on a case the vendor rejected (the storefront) */
        post: operations["escalateOrderCase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/case/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List cases, newest first: the vendor's own, every vendor's for staff */
        get: operations["listCases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/case/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a case with its timeline of messages and events */
        get: operations["getCase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/case/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write to the buyer on a case (the vendor's first message stops its clock) */
        post: operations["writeCaseMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/case/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a case: refund, return, replacement or rejected (the vendor)
         * @description A refund goes through the sale's refund (all that is left of the items unless `amount`; the postage too for damaged_or_faulty and not_as_described unless `includePostage` is false). A return opens an approved return of the sale's items. A rejection needs a note; the buyer may then escalate. Staff get 403: they decide escalated cases.
         */
        post: operations["resolveCase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/case/{id}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide an escalated case: refund or no action (staff with the cases permission)
         * @description A refund goes through the sale's refund as staff's (the vendor is mailed) and counts as a defect for the vendor.
         */
        post: operations["decideCase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/standards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a vendor's service standards, counted now, and the sales that count against them
         * @description A vendor (or a team member with the orders role, or a manager) reads its own; staff name the vendor with `vendorId`. Sales are paged by `cursor`, newest first.
         */
        get: operations["getStandards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/standards/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every vendor's service standards, worst first (staff)
         * @description The figures the `standards.refresh` job last kept: over a limit first, then alert, meeting, not rated; within each, furthest past its limits first.
         */
        get: operations["listStandardsVendors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/standards/vendors.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download every vendor's service standards as CSV (staff) */
        get: operations["exportStandardsVendors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/standards/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the service standards' alerts and limits, window and dispatch days (super admin) */
        get: operations["getStandardsSettings"];
        /**
         * Change the service standards' alerts and limits (super admin, audited)
         * @description Every vendor is rated again against the new thresholds at once; those who crossed a line are told by the refresh that follows.
         */
        put: operations["updateStandardsSettings"];
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
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                        }[];
                    };
                };
            };
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "not ready";
                        checks: {
                            /** @enum {string} */
                            server: "accepting" | "starting" | "stopping" | "busy";
                            /** @enum {string} */
                            database?: "up" | "down";
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "not ready";
                        checks: {
                            /** @enum {string} */
                            server: "accepting" | "starting" | "stopping" | "busy";
                            /** @enum {string} */
                            database?: "up" | "down";
                        };
                    };
                };
            };
        };
    };
    registerVendor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    firstName: string;
                    lastName: string;
                    password: string;
                    cPassword: string;
                    displayName: string;
                    c_address: string;
                    suburb: string;
                    /** @enum {string} */
                    state: "NSW" | "VIC" | "QLD" | "SA" | "WA" | "TAS" | "NT" | "ACT";
                    postcode: string | number;
                    phone: string | number;
                    ABN: string | number;
                    /** @enum {string} */
                    how?: "Flyer" | "website" | "Advert" | "socials" | "seller" | "friend" | "officer";
                    referralCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "verifyEmail" | "verifyIdentity" | "activateVendor";
                        for: string;
                        actionToken: string;
                        user: {
                            _id: string;
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            pendingEmail: string | null;
                            phone: string;
                            DOB: string | null;
                            displayName: string;
                            ABN: string;
                            gstRegistered: boolean;
                            gstRegisteredFrom: string | null;
                            address: {
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                            pendingChange: {
                                requestedAt: string;
                                before: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                                after: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                            } | null;
                            pendingChangeRejectionReason: string | null;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                            active: boolean;
                            emailVerified: boolean;
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            identityRejectionReason: string | null;
                            activated: boolean;
                            activeVendor: {
                                _id: string;
                                displayName: string;
                                address: {
                                    c_address: string;
                                    postcode: string;
                                    suburb: string;
                                };
                            } | null;
                            team: {
                                vendorId: string;
                                vendorName: string;
                                /** @enum {string} */
                                role: "manager" | "catalogue" | "orders" | "finance";
                                permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                            } | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    deviceToken?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: {
                            _id: string;
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            pendingEmail: string | null;
                            phone: string;
                            DOB: string | null;
                            displayName: string;
                            ABN: string;
                            gstRegistered: boolean;
                            gstRegisteredFrom: string | null;
                            address: {
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                            pendingChange: {
                                requestedAt: string;
                                before: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                                after: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                            } | null;
                            pendingChangeRejectionReason: string | null;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                            active: boolean;
                            emailVerified: boolean;
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            identityRejectionReason: string | null;
                            activated: boolean;
                            activeVendor: {
                                _id: string;
                                displayName: string;
                                address: {
                                    c_address: string;
                                    postcode: string;
                                    suburb: string;
                                };
                            } | null;
                            team: {
                                vendorId: string;
                                vendorName: string;
                                /** @enum {string} */
                                role: "manager" | "catalogue" | "orders" | "finance";
                                permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                            } | null;
                            createdAt: string;
                        };
                    } | {
                        /** @enum {string} */
                        action: "verifyEmail" | "verifyIdentity" | "activateVendor";
                        for: string;
                        actionToken: string;
                        user: {
                            _id: string;
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            pendingEmail: string | null;
                            phone: string;
                            DOB: string | null;
                            displayName: string;
                            ABN: string;
                            gstRegistered: boolean;
                            gstRegisteredFrom: string | null;
                            address: {
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                            pendingChange: {
                                requestedAt: string;
                                before: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                                after: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                            } | null;
                            pendingChangeRejectionReason: string | null;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                            active: boolean;
                            emailVerified: boolean;
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            identityRejectionReason: string | null;
                            activated: boolean;
                            activeVendor: {
                                _id: string;
                                displayName: string;
                                address: {
                                    c_address: string;
                                    postcode: string;
                                    suburb: string;
                                };
                            } | null;
                            team: {
                                vendorId: string;
                                vendorName: string;
                                /** @enum {string} */
                                role: "manager" | "catalogue" | "orders" | "finance";
                                permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                            } | null;
                            createdAt: string;
                        };
                    } | {
                        /** @enum {boolean} */
                        secondFactorRequired: true;
                        challengeToken: string;
                        methods: ("totp" | "passkey" | "recovery" | "email")[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    signInSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challengeToken: string;
                    code: string;
                    rememberDevice?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: {
                            _id: string;
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            pendingEmail: string | null;
                            phone: string;
                            DOB: string | null;
                            displayName: string;
                            ABN: string;
                            gstRegistered: boolean;
                            gstRegisteredFrom: string | null;
                            address: {
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                            pendingChange: {
                                requestedAt: string;
                                before: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                                after: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                            } | null;
                            pendingChangeRejectionReason: string | null;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                            active: boolean;
                            emailVerified: boolean;
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            identityRejectionReason: string | null;
                            activated: boolean;
                            activeVendor: {
                                _id: string;
                                displayName: string;
                                address: {
                                    c_address: string;
                                    postcode: string;
                                    suburb: string;
                                };
                            } | null;
                            team: {
                                vendorId: string;
                                vendorName: string;
                                /** @enum {string} */
                                role: "manager" | "catalogue" | "orders" | "finance";
                                permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                            } | null;
                            createdAt: string;
                        };
                        deviceToken?: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    startPasskeySecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challengeToken: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge: string;
                        timeout?: number;
                        rpId?: string;
                        allowCredentials?: {
                            id: string;
                            /** @enum {string} */
                            type: "public-key";
                            transports?: string[];
                        }[];
                        userVerification?: string;
                        hints?: string[];
                        extensions?: {
                            credProps?: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    signInSecondFactorPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challengeToken: string;
                    credential: {
                        id: string;
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        response: {
                            clientDataJSON: string;
                            authenticatorData: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @default {} */
                        clientExtensionResults?: {
                            credProps?: {
                                rk?: boolean;
                            };
                        };
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                    };
                    rememberDevice?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: {
                            _id: string;
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            pendingEmail: string | null;
                            phone: string;
                            DOB: string | null;
                            displayName: string;
                            ABN: string;
                            gstRegistered: boolean;
                            gstRegisteredFrom: string | null;
                            address: {
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                            pendingChange: {
                                requestedAt: string;
                                before: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                                after: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                            } | null;
                            pendingChangeRejectionReason: string | null;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                            active: boolean;
                            emailVerified: boolean;
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            identityRejectionReason: string | null;
                            activated: boolean;
                            activeVendor: {
                                _id: string;
                                displayName: string;
                                address: {
                                    c_address: string;
                                    postcode: string;
                                    suburb: string;
                                };
                            } | null;
                            team: {
                                vendorId: string;
                                vendorName: string;
                                /** @enum {string} */
                                role: "manager" | "catalogue" | "orders" | "finance";
                                permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                            } | null;
                            createdAt: string;
                        };
                        deviceToken?: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    startPasskeySignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge: string;
                        timeout?: number;
                        rpId?: string;
                        allowCredentials?: {
                            id: string;
                            /** @enum {string} */
                            type: "public-key";
                            transports?: string[];
                        }[];
                        userVerification?: string;
                        hints?: string[];
                        extensions?: {
                            credProps?: boolean;
                        };
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    signInWithPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credential: {
                        id: string;
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        response: {
                            clientDataJSON: string;
                            authenticatorData: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @default {} */
                        clientExtensionResults?: {
                            credProps?: {
                                rk?: boolean;
                            };
                        };
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: {
                            _id: string;
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            pendingEmail: string | null;
                            phone: string;
                            DOB: string | null;
                            displayName: string;
                            ABN: string;
                            gstRegistered: boolean;
                            gstRegisteredFrom: string | null;
                            address: {
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                            pendingChange: {
                                requestedAt: string;
                                before: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                                after: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                            } | null;
                            pendingChangeRejectionReason: string | null;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                            active: boolean;
                            emailVerified: boolean;
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            identityRejectionReason: string | null;
                            activated: boolean;
                            activeVendor: {
                                _id: string;
                                displayName: string;
                                address: {
                                    c_address: string;
                                    postcode: string;
                                    suburb: string;
                                };
                            } | null;
                            team: {
                                vendorId: string;
                                vendorName: string;
                                /** @enum {string} */
                                role: "manager" | "catalogue" | "orders" | "finance";
                                permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                            } | null;
                            createdAt: string;
                        };
                        deviceToken?: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            _id: string;
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            pendingEmail: string | null;
                            phone: string;
                            DOB: string | null;
                            displayName: string;
                            ABN: string;
                            gstRegistered: boolean;
                            gstRegisteredFrom: string | null;
                            address: {
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                            pendingChange: {
                                requestedAt: string;
                                before: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                                after: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                            } | null;
                            pendingChangeRejectionReason: string | null;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                            active: boolean;
                            emailVerified: boolean;
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            identityRejectionReason: string | null;
                            activated: boolean;
                            activeVendor: {
                                _id: string;
                                displayName: string;
                                address: {
                                    c_address: string;
                                    postcode: string;
                                    suburb: string;
                                };
                            } | null;
                            team: {
                                vendorId: string;
                                vendorName: string;
                                /** @enum {string} */
                                role: "manager" | "catalogue" | "orders" | "finance";
                                permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                            } | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    resendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    checkPasswordResetToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pwd: string;
                    cPwd: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    activateVendor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: {
                            _id: string;
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            pendingEmail: string | null;
                            phone: string;
                            DOB: string | null;
                            displayName: string;
                            ABN: string;
                            gstRegistered: boolean;
                            gstRegisteredFrom: string | null;
                            address: {
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                            pendingChange: {
                                requestedAt: string;
                                before: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                                after: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                            } | null;
                            pendingChangeRejectionReason: string | null;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                            active: boolean;
                            emailVerified: boolean;
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            identityRejectionReason: string | null;
                            activated: boolean;
                            activeVendor: {
                                _id: string;
                                displayName: string;
                                address: {
                                    c_address: string;
                                    postcode: string;
                                    suburb: string;
                                };
                            } | null;
                            team: {
                                vendorId: string;
                                vendorName: string;
                                /** @enum {string} */
                                role: "manager" | "catalogue" | "orders" | "finance";
                                permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                            } | null;
                            createdAt: string;
                        };
                    } | {
                        /** @enum {string} */
                        action: "verifyEmail" | "verifyIdentity" | "activateVendor";
                        for: string;
                        actionToken: string;
                        user: {
                            _id: string;
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            pendingEmail: string | null;
                            phone: string;
                            DOB: string | null;
                            displayName: string;
                            ABN: string;
                            gstRegistered: boolean;
                            gstRegisteredFrom: string | null;
                            address: {
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                            pendingChange: {
                                requestedAt: string;
                                before: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                                after: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                            } | null;
                            pendingChangeRejectionReason: string | null;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                            active: boolean;
                            emailVerified: boolean;
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            identityRejectionReason: string | null;
                            activated: boolean;
                            activeVendor: {
                                _id: string;
                                displayName: string;
                                address: {
                                    c_address: string;
                                    postcode: string;
                                    suburb: string;
                                };
                            } | null;
                            team: {
                                vendorId: string;
                                vendorName: string;
                                /** @enum {string} */
                                role: "manager" | "catalogue" | "orders" | "finance";
                                permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                            } | null;
                            createdAt: string;
                        };
                    } | {
                        /** @enum {boolean} */
                        secondFactorRequired: true;
                        challengeToken: string;
                        methods: ("totp" | "passkey" | "recovery" | "email")[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    uploadIdentityDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description Photo ID (passport or driver licence): JPEG, PNG, WebP or PDF
                     */
                    idDocument: Blob;
                    /**
                     * Format: binary
                     * @description Proof of residence such as a utility bill: JPEG, PNG, WebP or PDF
                     */
                    residenceDocument: Blob;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            _id: string;
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            pendingEmail: string | null;
                            phone: string;
                            DOB: string | null;
                            displayName: string;
                            ABN: string;
                            gstRegistered: boolean;
                            gstRegisteredFrom: string | null;
                            address: {
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                            pendingChange: {
                                requestedAt: string;
                                before: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                                after: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                            } | null;
                            pendingChangeRejectionReason: string | null;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                            active: boolean;
                            emailVerified: boolean;
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            identityRejectionReason: string | null;
                            activated: boolean;
                            activeVendor: {
                                _id: string;
                                displayName: string;
                                address: {
                                    c_address: string;
                                    postcode: string;
                                    suburb: string;
                                };
                            } | null;
                            team: {
                                vendorId: string;
                                vendorName: string;
                                /** @enum {string} */
                                role: "manager" | "catalogue" | "orders" | "finance";
                                permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                            } | null;
                            createdAt: string;
                        };
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listVerificationQueue: {
        parameters: {
            query?: {
                status?: "submitted" | "rejected" | "approved" | "all" | "changes";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            displayName: string;
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            identityRejectionReason: string | null;
                            identityReviewedAt: string | null;
                            submittedAt: string | null;
                            abr: {
                                /** @enum {string} */
                                status: "not_checked" | "active" | "cancelled" | "not_found";
                                entityName: string | null;
                                gstFrom: string | null;
                                checkedAt: string | null;
                                nameMismatch: boolean;
                                gstMismatch: boolean;
                            };
                            pendingChange: {
                                requestedAt: string;
                                before: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                                after: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                            } | null;
                            sharedDetails: {
                                abn: {
                                    _id: string;
                                    displayName: string;
                                }[];
                                bankAccount: {
                                    _id: string;
                                    displayName: string;
                                }[];
                            };
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalCapped?: boolean;
                        nextCursor?: string | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `verification` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listVendorDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                adminId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vendor: {
                            _id: string;
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            pendingEmail: string | null;
                            phone: string;
                            DOB: string | null;
                            displayName: string;
                            ABN: string;
                            gstRegistered: boolean;
                            gstRegisteredFrom: string | null;
                            address: {
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                            pendingChange: {
                                requestedAt: string;
                                before: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                                after: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                            } | null;
                            pendingChangeRejectionReason: string | null;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                            active: boolean;
                            emailVerified: boolean;
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            identityRejectionReason: string | null;
                            activated: boolean;
                            activeVendor: {
                                _id: string;
                                displayName: string;
                                address: {
                                    c_address: string;
                                    postcode: string;
                                    suburb: string;
                                };
                            } | null;
                            team: {
                                vendorId: string;
                                vendorName: string;
                                /** @enum {string} */
                                role: "manager" | "catalogue" | "orders" | "finance";
                                permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                            } | null;
                            createdAt: string;
                        };
                        abr: {
                            /** @enum {string} */
                            status: "not_checked" | "active" | "cancelled" | "not_found";
                            entityName: string | null;
                            gstFrom: string | null;
                            checkedAt: string | null;
                            nameMismatch: boolean;
                            gstMismatch: boolean;
                        };
                        sharedDetails: {
                            abn: {
                                _id: string;
                                displayName: string;
                            }[];
                            bankAccount: {
                                _id: string;
                                displayName: string;
                            }[];
                        };
                        documents: {
                            _id: string;
                            /** @enum {string} */
                            kind: "id" | "residence";
                            originalName: string;
                            mimeType: string;
                            sizeBytes: number;
                            createdAt: string;
                            fileDeletedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `verification` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    downloadVendorDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                adminId: string;
                vendorId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document: an image shown inline, a PDF as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/webp": Blob;
                    "application/pdf": Blob;
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `verification` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    decideVendorIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                adminId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    approved: boolean;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            _id: string;
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            pendingEmail: string | null;
                            phone: string;
                            DOB: string | null;
                            displayName: string;
                            ABN: string;
                            gstRegistered: boolean;
                            gstRegisteredFrom: string | null;
                            address: {
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                            pendingChange: {
                                requestedAt: string;
                                before: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                                after: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                            } | null;
                            pendingChangeRejectionReason: string | null;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                            active: boolean;
                            emailVerified: boolean;
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            identityRejectionReason: string | null;
                            activated: boolean;
                            activeVendor: {
                                _id: string;
                                displayName: string;
                                address: {
                                    c_address: string;
                                    postcode: string;
                                    suburb: string;
                                };
                            } | null;
                            team: {
                                vendorId: string;
                                vendorName: string;
                                /** @enum {string} */
                                role: "manager" | "catalogue" | "orders" | "finance";
                                permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                            } | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `verification` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    email: string;
                    phone?: (string | number) | "";
                    DOB?: string | null;
                    displayName?: string;
                    ABN?: string | number;
                    address?: {
                        c_address?: string;
                        suburb?: string;
                        state?: ("NSW" | "VIC" | "QLD" | "SA" | "WA" | "TAS" | "NT" | "ACT") | "";
                        postcode?: (string | number) | "";
                    };
                    gstRegistered?: boolean;
                    /** Format: date */
                    gstRegisteredFrom?: string | null;
                    currentPassword?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            _id: string;
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            pendingEmail: string | null;
                            phone: string;
                            DOB: string | null;
                            displayName: string;
                            ABN: string;
                            gstRegistered: boolean;
                            gstRegisteredFrom: string | null;
                            address: {
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                            pendingChange: {
                                requestedAt: string;
                                before: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                                after: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                            } | null;
                            pendingChangeRejectionReason: string | null;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                            active: boolean;
                            emailVerified: boolean;
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            identityRejectionReason: string | null;
                            activated: boolean;
                            activeVendor: {
                                _id: string;
                                displayName: string;
                                address: {
                                    c_address: string;
                                    postcode: string;
                                    suburb: string;
                                };
                            } | null;
                            team: {
                                vendorId: string;
                                vendorName: string;
                                /** @enum {string} */
                                role: "manager" | "catalogue" | "orders" | "finance";
                                permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                            } | null;
                            createdAt: string;
                        };
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        token: string;
                        user: {
                            _id: string;
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            pendingEmail: string | null;
                            phone: string;
                            DOB: string | null;
                            displayName: string;
                            ABN: string;
                            gstRegistered: boolean;
                            gstRegisteredFrom: string | null;
                            address: {
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                            pendingChange: {
                                requestedAt: string;
                                before: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                                after: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                            } | null;
                            pendingChangeRejectionReason: string | null;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                            active: boolean;
                            emailVerified: boolean;
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            identityRejectionReason: string | null;
                            activated: boolean;
                            activeVendor: {
                                _id: string;
                                displayName: string;
                                address: {
                                    c_address: string;
                                    postcode: string;
                                    suburb: string;
                                };
                            } | null;
                            team: {
                                vendorId: string;
                                vendorName: string;
                                /** @enum {string} */
                                role: "manager" | "catalogue" | "orders" | "finance";
                                permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                            } | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            _id: string;
                            device: string;
                            ip: string;
                            createdAt: string;
                            lastSeenAt: string;
                            current: boolean;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    endAllSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getSecondFactorStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        methods: ("totp" | "passkey" | "recovery" | "email")[];
                        recoveryCodesLeft: number;
                        required: boolean;
                        passkeys: {
                            id: string;
                            name: string;
                            createdAt: string;
                            lastUsedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    startTotpEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        otpauthUrl: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    removeTotp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    confirmTotpEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    stepUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                } | {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        validUntil: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    startPasskeyRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rp: {
                            name: string;
                            id?: string;
                        };
                        user: {
                            id: string;
                            name: string;
                            displayName: string;
                        };
                        challenge: string;
                        pubKeyCredParams: {
                            alg: number;
                            /** @enum {string} */
                            type: "public-key";
                        }[];
                        timeout?: number;
                        excludeCredentials?: {
                            id: string;
                            /** @enum {string} */
                            type: "public-key";
                            transports?: string[];
                        }[];
                        authenticatorSelection?: {
                            authenticatorAttachment?: string;
                            requireResidentKey?: boolean;
                            residentKey?: string;
                            userVerification?: string;
                        };
                        hints?: string[];
                        attestation?: string;
                        extensions?: {
                            credProps?: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    addPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    credential: {
                        id: string;
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        response: {
                            clientDataJSON: string;
                            attestationObject: string;
                            transports?: string[];
                        };
                        /** @default {} */
                        clientExtensionResults?: {
                            credProps?: {
                                rk?: boolean;
                            };
                        };
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        createdAt: string;
                        lastUsedAt: string | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    removePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                passkeyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    startPasskeyStepUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge: string;
                        timeout?: number;
                        rpId?: string;
                        allowCredentials?: {
                            id: string;
                            /** @enum {string} */
                            type: "public-key";
                            transports?: string[];
                        }[];
                        userVerification?: string;
                        hints?: string[];
                        extensions?: {
                            credProps?: boolean;
                        };
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    stepUpWithPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credential: {
                        id: string;
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        response: {
                            clientDataJSON: string;
                            authenticatorData: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @default {} */
                        clientExtensionResults?: {
                            credProps?: {
                                rk?: boolean;
                            };
                        };
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        validUntil: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bankAccount: {
                            accountName: string;
                            bsb: string;
                            bankName: string | null;
                            accountNumber: string;
                            updatedAt: string;
                            holdUntil: string | null;
                        } | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `money.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    saveOwnBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accountName: string;
                    bsb: string;
                    accountNumber: string;
                    currentPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        bankAccount: {
                            accountName: string;
                            bsb: string;
                            bankName: string | null;
                            accountNumber: string;
                            updatedAt: string;
                            holdUntil: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    revealVendorAccountNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountNumber: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `bank.reveal` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getShippingRates: {
        parameters: {
            query?: {
                vendorId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rates: {
                            /** @enum {string} */
                            provider: "Australia Post" | "Sendle" | "TransDirect";
                            perParcel: number;
                            perKg: number;
                            freeOver: number | null;
                            updatedAt: string;
                        }[];
                        defaults?: {
                            /** @enum {string} */
                            provider: "Australia Post" | "Sendle" | "TransDirect";
                            perParcel: number;
                            perKg: number;
                            freeOver: number | null;
                            updatedAt: string;
                        }[];
                        vendor: {
                            _id: string;
                            displayName: string;
                        } | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `vendors.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    saveShippingRates: {
        parameters: {
            query?: {
                vendorId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rates: {
                        /** @enum {string} */
                        provider: "Australia Post" | "Sendle" | "TransDirect";
                        perParcel: string | number;
                        perKg: string | number;
                        freeOver?: number | (string | null);
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rates: {
                            /** @enum {string} */
                            provider: "Australia Post" | "Sendle" | "TransDirect";
                            perParcel: number;
                            perKg: number;
                            freeOver: number | null;
                            updatedAt: string;
                        }[];
                        defaults?: {
                            /** @enum {string} */
                            provider: "Australia Post" | "Sendle" | "TransDirect";
                            perParcel: number;
                            perKg: number;
                            freeOver: number | null;
                            updatedAt: string;
                        }[];
                        vendor: {
                            _id: string;
                            displayName: string;
                        } | null;
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `vendors` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                q?: string;
                sort?: "title" | "-title" | "newest" | "oldest";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            title: string;
                            description: string;
                            image: string;
                            level: number;
                            categoryId: string | null;
                            parentId: string | null;
                            subCategories: {
                                _id: string;
                                title: string;
                                level: number;
                                parentId: string | null;
                            }[];
                            productCount: number;
                            gstFreeDefault: boolean;
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalCapped?: boolean;
                        nextCursor?: string | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        title: string;
                        description: string;
                        image: string;
                        level: number;
                        categoryId: string | null;
                        parentId: string | null;
                        subCategories: {
                            _id: string;
                            title: string;
                            level: number;
                            parentId: string | null;
                        }[];
                        productCount: number;
                        gstFreeDefault: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    image: string;
                    gstFreeDefault?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        title: string;
                        description: string;
                        image: string;
                        level: number;
                        categoryId: string | null;
                        parentId: string | null;
                        subCategories: {
                            _id: string;
                            title: string;
                            level: number;
                            parentId: string | null;
                        }[];
                        productCount: number;
                        gstFreeDefault: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `catalogue` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `catalogue` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listSubcategories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            title: string;
                            level: number;
                            parentId: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listCategoryChildren: {
        parameters: {
            query: {
                level: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            title: string;
                            level: number;
                            parentId: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    image: string;
                    gstFreeDefault?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        title: string;
                        description: string;
                        image: string;
                        level: number;
                        categoryId: string | null;
                        parentId: string | null;
                        subCategories: {
                            _id: string;
                            title: string;
                            level: number;
                            parentId: string | null;
                        }[];
                        productCount: number;
                        gstFreeDefault: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `catalogue` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    createSubcategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                categoryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    image: string;
                    gstFreeDefault?: boolean;
                    level: number;
                    parentId?: string | "";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        title: string;
                        description: string;
                        image: string;
                        level: number;
                        categoryId: string | null;
                        parentId: string | null;
                        subCategories: {
                            _id: string;
                            title: string;
                            level: number;
                            parentId: string | null;
                        }[];
                        productCount: number;
                        gstFreeDefault: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `catalogue` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "newest" | "oldest" | "name" | "-name" | "price" | "-price" | "stock" | "-stock";
                status?: "active" | "paused";
                approval?: "pending" | "approved" | "rejected" | "revision";
                vendorId?: string;
                stock?: "low" | "out";
                shippingProvider?: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect";
                counts?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            name: string;
                            price: number;
                            stock: number;
                            shortDetails: string;
                            category: {
                                _id: string;
                                title: string;
                                subCategories: {
                                    _id: string;
                                    title: string;
                                    level: number;
                                    parentId: string | null;
                                }[];
                            } | null;
                            subCategories: {
                                _id: string;
                                title: string;
                                level: number;
                            }[];
                            salesPercentage: number;
                            sales: boolean;
                            salesPrice: number;
                            saleStartsAt: string | null;
                            saleEndsAt: string | null;
                            /** @enum {string} */
                            saleState: "none" | "scheduled" | "active" | "ended";
                            priorPrice: number | null;
                            shipping: number;
                            brand: string;
                            keywords: string;
                            description: string;
                            images: {
                                imageId: string;
                                image: string;
                                thumb: string;
                            }[];
                            variants: {
                                _id: string;
                                size: string;
                                weight: number;
                                stock: number;
                                price: number;
                                SKU: string;
                                lowStockThreshold: number | null;
                                /** @enum {string} */
                                stockState: "ok" | "low" | "out";
                            }[];
                            /** @enum {string} */
                            shipping_provider: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect";
                            lengths: number;
                            width: number;
                            height: number;
                            weight: number;
                            pickup_address: string;
                            pickup_postcode: string;
                            pickup_suburb: string;
                            pickUp: boolean;
                            sameAdd: boolean;
                            del_price: number;
                            variant_name: string;
                            v_options: number;
                            SKU: string;
                            gstFree: boolean;
                            lowStockThreshold: number | null;
                            /** @enum {string} */
                            stockState: "ok" | "low" | "out";
                            retiredShippingProvider: boolean;
                            sold: number;
                            discount: number;
                            /** @enum {string} */
                            status: "active" | "paused";
                            approved: boolean;
                            /** @enum {string} */
                            approval: "pending" | "approved" | "rejected";
                            rejectionReason: string | null;
                            rating: {
                                average: number;
                                count: number;
                            };
                            revision: {
                                _id: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                proposed: {
                                    name: string;
                                    shortDetails: string;
                                    description: string;
                                    brand: string;
                                    keywords: string;
                                    category: {
                                        _id: string;
                                        title: string;
                                    };
                                    subCategories: {
                                        _id: string;
                                        title: string;
                                        level: number;
                                    }[];
                                    price: number;
                                    v_options: number;
                                    variant_name: string;
                                    variants: {
                                        size: string;
                                        weight: number;
                                        stock: number;
                                        price: number;
                                        SKU: string;
                                    }[];
                                    images: {
                                        imageId: string;
                                        image: string;
                                        thumb: string;
                                    }[];
                                };
                                changed: ("name" | "shortDetails" | "description" | "brand" | "keywords" | "category" | "subCategories" | "price" | "variants" | "images")[];
                                rejectionReason: string | null;
                                createdAt: string;
                                updatedAt: string;
                                decidedAt: string | null;
                            } | null;
                            new: boolean;
                            store: string | null;
                            user: string;
                            vendor: {
                                _id: string;
                                displayName: string;
                            };
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalCapped?: boolean;
                        nextCursor?: string | null;
                        statusCounts?: {
                            [key: string]: number;
                        } | null;
                        approvalCounts?: {
                            [key: string]: number;
                        } | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `catalogue.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getProductNetWorth: {
        parameters: {
            query?: {
                vendorId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `catalogue.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    exportProducts: {
        parameters: {
            query?: {
                vendorId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The products as CSV, streamed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `catalogue.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    downloadProductImportTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `catalogue.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    importProducts: {
        parameters: {
            query?: {
                dryRun?: "0" | "1" | "true" | "false";
                defaultCategory?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The CSV file (comma or semicolon, UTF-8, as a spreadsheet saves it): Soko's template, or a Shopify, WooCommerce or Etsy product export
                     */
                    file: Blob;
                    /**
                     * Format: binary
                     * @description The photos the rows name by file name, as one ZIP (optional): at most 200 MB and 2000 files, each a JPEG, PNG or WebP of at most 5 MB
                     */
                    images?: Blob;
                    /**
                     * Format: uuid
                     * @description The category (its id) of the products whose row names no Soko category; or as a query parameter
                     */
                    defaultCategory?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dryRun: boolean;
                        rowCount: number;
                        counts: {
                            create: number;
                            update: number;
                            revision: number;
                            unchanged: number;
                            error: number;
                        };
                        products: {
                            row: number;
                            rows: number[];
                            sku: string;
                            name: string;
                            /** @enum {string} */
                            action: "create" | "update" | "revision" | "unchanged" | "error";
                            errors: {
                                row: number;
                                column: string;
                                message: string;
                            }[];
                            warnings?: {
                                row: number;
                                column: string;
                                message: string;
                            }[];
                            productId: string | null;
                        }[];
                        /** @enum {string} */
                        encoding?: "utf-8" | "windows-1252";
                        /** @enum {string} */
                        format?: "soko" | "shopify" | "woocommerce" | "etsy";
                        usedColumns?: string[];
                        ignoredColumns?: string[];
                        notes?: string[];
                    };
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "done" | "failed";
                        rowCount: number;
                        productCount: number;
                        processed: number;
                        createdAt: string;
                        finishedAt: string | null;
                        report: {
                            dryRun: boolean;
                            rowCount: number;
                            counts: {
                                create: number;
                                update: number;
                                revision: number;
                                unchanged: number;
                                error: number;
                            };
                            products: {
                                row: number;
                                rows: number[];
                                sku: string;
                                name: string;
                                /** @enum {string} */
                                action: "create" | "update" | "revision" | "unchanged" | "error";
                                errors: {
                                    row: number;
                                    column: string;
                                    message: string;
                                }[];
                                warnings?: {
                                    row: number;
                                    column: string;
                                    message: string;
                                }[];
                                productId: string | null;
                            }[];
                            /** @enum {string} */
                            encoding?: "utf-8" | "windows-1252";
                            /** @enum {string} */
                            format?: "soko" | "shopify" | "woocommerce" | "etsy";
                            usedColumns?: string[];
                            ignoredColumns?: string[];
                            notes?: string[];
                        } | null;
                        error: string | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `catalogue` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    productImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "done" | "failed";
                        rowCount: number;
                        productCount: number;
                        processed: number;
                        createdAt: string;
                        finishedAt: string | null;
                        report: {
                            dryRun: boolean;
                            rowCount: number;
                            counts: {
                                create: number;
                                update: number;
                                revision: number;
                                unchanged: number;
                                error: number;
                            };
                            products: {
                                row: number;
                                rows: number[];
                                sku: string;
                                name: string;
                                /** @enum {string} */
                                action: "create" | "update" | "revision" | "unchanged" | "error";
                                errors: {
                                    row: number;
                                    column: string;
                                    message: string;
                                }[];
                                warnings?: {
                                    row: number;
                                    column: string;
                                    message: string;
                                }[];
                                productId: string | null;
                            }[];
                            /** @enum {string} */
                            encoding?: "utf-8" | "windows-1252";
                            /** @enum {string} */
                            format?: "soko" | "shopify" | "woocommerce" | "etsy";
                            usedColumns?: string[];
                            ignoredColumns?: string[];
                            notes?: string[];
                        } | null;
                        error: string | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `catalogue` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    addProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name: string;
                    price: string | number;
                    stock: string | number;
                    shortDetails: string;
                    /** Format: uuid */
                    category: string;
                    /** @default [] */
                    subCategories?: string[];
                    salesPercentage: string | number;
                    shipping?: string | number;
                    pickUp?: boolean | ("0" | "1" | "true" | "false" | "yes" | "no" | "");
                    /** @default  */
                    brand?: string;
                    /** @default  */
                    keywords?: string;
                    /** @default  */
                    description?: string;
                    /**
                     * @default Fixed Delivery
                     * @enum {string}
                     */
                    shipping_provider?: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect";
                    del_price?: string | number;
                    lengths?: string | number;
                    width?: string | number;
                    height?: string | number;
                    weight?: string | number;
                    sameAdd?: boolean | ("0" | "1" | "true" | "false" | "yes" | "no" | "");
                    /** @default  */
                    pickup_address?: string;
                    /** @default  */
                    pickup_postcode?: string;
                    /** @default  */
                    pickup_suburb?: string;
                    v_options: string | number;
                    /** @default  */
                    variant_name?: string;
                    /** @description Each a variant as JSON ({ size, price, stock, … }), or one JSON array of them */
                    variants?: string[];
                    /** @default  */
                    SKU?: string;
                    lowStockThreshold?: string | number;
                    gstFree?: boolean | ("0" | "1" | "true" | "false" | "yes" | "no" | "");
                    saleStartsAt?: string;
                    saleEndsAt?: string;
                    images?: Blob[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        price: number;
                        stock: number;
                        shortDetails: string;
                        category: {
                            _id: string;
                            title: string;
                            subCategories: {
                                _id: string;
                                title: string;
                                level: number;
                                parentId: string | null;
                            }[];
                        } | null;
                        subCategories: {
                            _id: string;
                            title: string;
                            level: number;
                        }[];
                        salesPercentage: number;
                        sales: boolean;
                        salesPrice: number;
                        saleStartsAt: string | null;
                        saleEndsAt: string | null;
                        /** @enum {string} */
                        saleState: "none" | "scheduled" | "active" | "ended";
                        priorPrice: number | null;
                        shipping: number;
                        brand: string;
                        keywords: string;
                        description: string;
                        images: {
                            imageId: string;
                            image: string;
                            thumb: string;
                        }[];
                        variants: {
                            _id: string;
                            size: string;
                            weight: number;
                            stock: number;
                            price: number;
                            SKU: string;
                            lowStockThreshold: number | null;
                            /** @enum {string} */
                            stockState: "ok" | "low" | "out";
                        }[];
                        /** @enum {string} */
                        shipping_provider: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect";
                        lengths: number;
                        width: number;
                        height: number;
                        weight: number;
                        pickup_address: string;
                        pickup_postcode: string;
                        pickup_suburb: string;
                        pickUp: boolean;
                        sameAdd: boolean;
                        del_price: number;
                        variant_name: string;
                        v_options: number;
                        SKU: string;
                        gstFree: boolean;
                        lowStockThreshold: number | null;
                        /** @enum {string} */
                        stockState: "ok" | "low" | "out";
                        retiredShippingProvider: boolean;
                        sold: number;
                        discount: number;
                        /** @enum {string} */
                        status: "active" | "paused";
                        approved: boolean;
                        /** @enum {string} */
                        approval: "pending" | "approved" | "rejected";
                        rejectionReason: string | null;
                        rating: {
                            average: number;
                            count: number;
                        };
                        revision: {
                            _id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            proposed: {
                                name: string;
                                shortDetails: string;
                                description: string;
                                brand: string;
                                keywords: string;
                                category: {
                                    _id: string;
                                    title: string;
                                };
                                subCategories: {
                                    _id: string;
                                    title: string;
                                    level: number;
                                }[];
                                price: number;
                                v_options: number;
                                variant_name: string;
                                variants: {
                                    size: string;
                                    weight: number;
                                    stock: number;
                                    price: number;
                                    SKU: string;
                                }[];
                                images: {
                                    imageId: string;
                                    image: string;
                                    thumb: string;
                                }[];
                            };
                            changed: ("name" | "shortDetails" | "description" | "brand" | "keywords" | "category" | "subCategories" | "price" | "variants" | "images")[];
                            rejectionReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                            decidedAt: string | null;
                        } | null;
                        new: boolean;
                        store: string | null;
                        user: string;
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `catalogue` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    duplicateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        price: number;
                        stock: number;
                        shortDetails: string;
                        category: {
                            _id: string;
                            title: string;
                            subCategories: {
                                _id: string;
                                title: string;
                                level: number;
                                parentId: string | null;
                            }[];
                        } | null;
                        subCategories: {
                            _id: string;
                            title: string;
                            level: number;
                        }[];
                        salesPercentage: number;
                        sales: boolean;
                        salesPrice: number;
                        saleStartsAt: string | null;
                        saleEndsAt: string | null;
                        /** @enum {string} */
                        saleState: "none" | "scheduled" | "active" | "ended";
                        priorPrice: number | null;
                        shipping: number;
                        brand: string;
                        keywords: string;
                        description: string;
                        images: {
                            imageId: string;
                            image: string;
                            thumb: string;
                        }[];
                        variants: {
                            _id: string;
                            size: string;
                            weight: number;
                            stock: number;
                            price: number;
                            SKU: string;
                            lowStockThreshold: number | null;
                            /** @enum {string} */
                            stockState: "ok" | "low" | "out";
                        }[];
                        /** @enum {string} */
                        shipping_provider: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect";
                        lengths: number;
                        width: number;
                        height: number;
                        weight: number;
                        pickup_address: string;
                        pickup_postcode: string;
                        pickup_suburb: string;
                        pickUp: boolean;
                        sameAdd: boolean;
                        del_price: number;
                        variant_name: string;
                        v_options: number;
                        SKU: string;
                        gstFree: boolean;
                        lowStockThreshold: number | null;
                        /** @enum {string} */
                        stockState: "ok" | "low" | "out";
                        retiredShippingProvider: boolean;
                        sold: number;
                        discount: number;
                        /** @enum {string} */
                        status: "active" | "paused";
                        approved: boolean;
                        /** @enum {string} */
                        approval: "pending" | "approved" | "rejected";
                        rejectionReason: string | null;
                        rating: {
                            average: number;
                            count: number;
                        };
                        revision: {
                            _id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            proposed: {
                                name: string;
                                shortDetails: string;
                                description: string;
                                brand: string;
                                keywords: string;
                                category: {
                                    _id: string;
                                    title: string;
                                };
                                subCategories: {
                                    _id: string;
                                    title: string;
                                    level: number;
                                }[];
                                price: number;
                                v_options: number;
                                variant_name: string;
                                variants: {
                                    size: string;
                                    weight: number;
                                    stock: number;
                                    price: number;
                                    SKU: string;
                                }[];
                                images: {
                                    imageId: string;
                                    image: string;
                                    thumb: string;
                                }[];
                            };
                            changed: ("name" | "shortDetails" | "description" | "brand" | "keywords" | "category" | "subCategories" | "price" | "variants" | "images")[];
                            rejectionReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                            decidedAt: string | null;
                        } | null;
                        new: boolean;
                        store: string | null;
                        user: string;
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `catalogue` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        price: number;
                        stock: number;
                        shortDetails: string;
                        category: {
                            _id: string;
                            title: string;
                            subCategories: {
                                _id: string;
                                title: string;
                                level: number;
                                parentId: string | null;
                            }[];
                        } | null;
                        subCategories: {
                            _id: string;
                            title: string;
                            level: number;
                        }[];
                        salesPercentage: number;
                        sales: boolean;
                        salesPrice: number;
                        saleStartsAt: string | null;
                        saleEndsAt: string | null;
                        /** @enum {string} */
                        saleState: "none" | "scheduled" | "active" | "ended";
                        priorPrice: number | null;
                        shipping: number;
                        brand: string;
                        keywords: string;
                        description: string;
                        images: {
                            imageId: string;
                            image: string;
                            thumb: string;
                        }[];
                        variants: {
                            _id: string;
                            size: string;
                            weight: number;
                            stock: number;
                            price: number;
                            SKU: string;
                            lowStockThreshold: number | null;
                            /** @enum {string} */
                            stockState: "ok" | "low" | "out";
                        }[];
                        /** @enum {string} */
                        shipping_provider: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect";
                        lengths: number;
                        width: number;
                        height: number;
                        weight: number;
                        pickup_address: string;
                        pickup_postcode: string;
                        pickup_suburb: string;
                        pickUp: boolean;
                        sameAdd: boolean;
                        del_price: number;
                        variant_name: string;
                        v_options: number;
                        SKU: string;
                        gstFree: boolean;
                        lowStockThreshold: number | null;
                        /** @enum {string} */
                        stockState: "ok" | "low" | "out";
                        retiredShippingProvider: boolean;
                        sold: number;
                        discount: number;
                        /** @enum {string} */
                        status: "active" | "paused";
                        approved: boolean;
                        /** @enum {string} */
                        approval: "pending" | "approved" | "rejected";
                        rejectionReason: string | null;
                        rating: {
                            average: number;
                            count: number;
                        };
                        revision: {
                            _id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            proposed: {
                                name: string;
                                shortDetails: string;
                                description: string;
                                brand: string;
                                keywords: string;
                                category: {
                                    _id: string;
                                    title: string;
                                };
                                subCategories: {
                                    _id: string;
                                    title: string;
                                    level: number;
                                }[];
                                price: number;
                                v_options: number;
                                variant_name: string;
                                variants: {
                                    size: string;
                                    weight: number;
                                    stock: number;
                                    price: number;
                                    SKU: string;
                                }[];
                                images: {
                                    imageId: string;
                                    image: string;
                                    thumb: string;
                                }[];
                            };
                            changed: ("name" | "shortDetails" | "description" | "brand" | "keywords" | "category" | "subCategories" | "price" | "variants" | "images")[];
                            rejectionReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                            decidedAt: string | null;
                        } | null;
                        new: boolean;
                        store: string | null;
                        user: string;
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `catalogue.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    toggleProductStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        price: number;
                        stock: number;
                        shortDetails: string;
                        category: {
                            _id: string;
                            title: string;
                            subCategories: {
                                _id: string;
                                title: string;
                                level: number;
                                parentId: string | null;
                            }[];
                        } | null;
                        subCategories: {
                            _id: string;
                            title: string;
                            level: number;
                        }[];
                        salesPercentage: number;
                        sales: boolean;
                        salesPrice: number;
                        saleStartsAt: string | null;
                        saleEndsAt: string | null;
                        /** @enum {string} */
                        saleState: "none" | "scheduled" | "active" | "ended";
                        priorPrice: number | null;
                        shipping: number;
                        brand: string;
                        keywords: string;
                        description: string;
                        images: {
                            imageId: string;
                            image: string;
                            thumb: string;
                        }[];
                        variants: {
                            _id: string;
                            size: string;
                            weight: number;
                            stock: number;
                            price: number;
                            SKU: string;
                            lowStockThreshold: number | null;
                            /** @enum {string} */
                            stockState: "ok" | "low" | "out";
                        }[];
                        /** @enum {string} */
                        shipping_provider: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect";
                        lengths: number;
                        width: number;
                        height: number;
                        weight: number;
                        pickup_address: string;
                        pickup_postcode: string;
                        pickup_suburb: string;
                        pickUp: boolean;
                        sameAdd: boolean;
                        del_price: number;
                        variant_name: string;
                        v_options: number;
                        SKU: string;
                        gstFree: boolean;
                        lowStockThreshold: number | null;
                        /** @enum {string} */
                        stockState: "ok" | "low" | "out";
                        retiredShippingProvider: boolean;
                        sold: number;
                        discount: number;
                        /** @enum {string} */
                        status: "active" | "paused";
                        approved: boolean;
                        /** @enum {string} */
                        approval: "pending" | "approved" | "rejected";
                        rejectionReason: string | null;
                        rating: {
                            average: number;
                            count: number;
                        };
                        revision: {
                            _id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            proposed: {
                                name: string;
                                shortDetails: string;
                                description: string;
                                brand: string;
                                keywords: string;
                                category: {
                                    _id: string;
                                    title: string;
                                };
                                subCategories: {
                                    _id: string;
                                    title: string;
                                    level: number;
                                }[];
                                price: number;
                                v_options: number;
                                variant_name: string;
                                variants: {
                                    size: string;
                                    weight: number;
                                    stock: number;
                                    price: number;
                                    SKU: string;
                                }[];
                                images: {
                                    imageId: string;
                                    image: string;
                                    thumb: string;
                                }[];
                            };
                            changed: ("name" | "shortDetails" | "description" | "brand" | "keywords" | "category" | "subCategories" | "price" | "variants" | "images")[];
                            rejectionReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                            decidedAt: string | null;
                        } | null;
                        new: boolean;
                        store: string | null;
                        user: string;
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `catalogue` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name: string;
                    price: string | number;
                    stock: string | number;
                    shortDetails: string;
                    /** Format: uuid */
                    category: string;
                    /** @default [] */
                    subCategories?: string[];
                    salesPercentage: string | number;
                    shipping?: string | number;
                    pickUp?: boolean | ("0" | "1" | "true" | "false" | "yes" | "no" | "");
                    /** @default  */
                    brand?: string;
                    /** @default  */
                    keywords?: string;
                    /** @default  */
                    description?: string;
                    /**
                     * @default Fixed Delivery
                     * @enum {string}
                     */
                    shipping_provider?: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect";
                    del_price?: string | number;
                    lengths?: string | number;
                    width?: string | number;
                    height?: string | number;
                    weight?: string | number;
                    sameAdd?: boolean | ("0" | "1" | "true" | "false" | "yes" | "no" | "");
                    /** @default  */
                    pickup_address?: string;
                    /** @default  */
                    pickup_postcode?: string;
                    /** @default  */
                    pickup_suburb?: string;
                    v_options: string | number;
                    /** @default  */
                    variant_name?: string;
                    /** @description Each a variant as JSON ({ size, price, stock, … }), or one JSON array of them */
                    variants?: string[];
                    /** @default  */
                    SKU?: string;
                    lowStockThreshold?: string | number;
                    gstFree?: boolean | ("0" | "1" | "true" | "false" | "yes" | "no" | "");
                    saleStartsAt?: string;
                    saleEndsAt?: string;
                    images?: Blob[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        price: number;
                        stock: number;
                        shortDetails: string;
                        category: {
                            _id: string;
                            title: string;
                            subCategories: {
                                _id: string;
                                title: string;
                                level: number;
                                parentId: string | null;
                            }[];
                        } | null;
                        subCategories: {
                            _id: string;
                            title: string;
                            level: number;
                        }[];
                        salesPercentage: number;
                        sales: boolean;
                        salesPrice: number;
                        saleStartsAt: string | null;
                        saleEndsAt: string | null;
                        /** @enum {string} */
                        saleState: "none" | "scheduled" | "active" | "ended";
                        priorPrice: number | null;
                        shipping: number;
                        brand: string;
                        keywords: string;
                        description: string;
                        images: {
                            imageId: string;
                            image: string;
                            thumb: string;
                        }[];
                        variants: {
                            _id: string;
                            size: string;
                            weight: number;
                            stock: number;
                            price: number;
                            SKU: string;
                            lowStockThreshold: number | null;
                            /** @enum {string} */
                            stockState: "ok" | "low" | "out";
                        }[];
                        /** @enum {string} */
                        shipping_provider: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect";
                        lengths: number;
                        width: number;
                        height: number;
                        weight: number;
                        pickup_address: string;
                        pickup_postcode: string;
                        pickup_suburb: string;
                        pickUp: boolean;
                        sameAdd: boolean;
                        del_price: number;
                        variant_name: string;
                        v_options: number;
                        SKU: string;
                        gstFree: boolean;
                        lowStockThreshold: number | null;
                        /** @enum {string} */
                        stockState: "ok" | "low" | "out";
                        retiredShippingProvider: boolean;
                        sold: number;
                        discount: number;
                        /** @enum {string} */
                        status: "active" | "paused";
                        approved: boolean;
                        /** @enum {string} */
                        approval: "pending" | "approved" | "rejected";
                        rejectionReason: string | null;
                        rating: {
                            average: number;
                            count: number;
                        };
                        revision: {
                            _id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            proposed: {
                                name: string;
                                shortDetails: string;
                                description: string;
                                brand: string;
                                keywords: string;
                                category: {
                                    _id: string;
                                    title: string;
                                };
                                subCategories: {
                                    _id: string;
                                    title: string;
                                    level: number;
                                }[];
                                price: number;
                                v_options: number;
                                variant_name: string;
                                variants: {
                                    size: string;
                                    weight: number;
                                    stock: number;
                                    price: number;
                                    SKU: string;
                                }[];
                                images: {
                                    imageId: string;
                                    image: string;
                                    thumb: string;
                                }[];
                            };
                            changed: ("name" | "shortDetails" | "description" | "brand" | "keywords" | "category" | "subCategories" | "price" | "variants" | "images")[];
                            rejectionReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                            decidedAt: string | null;
                        } | null;
                        new: boolean;
                        store: string | null;
                        user: string;
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `catalogue` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `catalogue` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    decideProductApproval: {
        parameters: {
            query?: {
                action?: "approve" | "reject" | "pending";
            };
            header?: never;
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        price: number;
                        stock: number;
                        shortDetails: string;
                        category: {
                            _id: string;
                            title: string;
                            subCategories: {
                                _id: string;
                                title: string;
                                level: number;
                                parentId: string | null;
                            }[];
                        } | null;
                        subCategories: {
                            _id: string;
                            title: string;
                            level: number;
                        }[];
                        salesPercentage: number;
                        sales: boolean;
                        salesPrice: number;
                        saleStartsAt: string | null;
                        saleEndsAt: string | null;
                        /** @enum {string} */
                        saleState: "none" | "scheduled" | "active" | "ended";
                        priorPrice: number | null;
                        shipping: number;
                        brand: string;
                        keywords: string;
                        description: string;
                        images: {
                            imageId: string;
                            image: string;
                            thumb: string;
                        }[];
                        variants: {
                            _id: string;
                            size: string;
                            weight: number;
                            stock: number;
                            price: number;
                            SKU: string;
                            lowStockThreshold: number | null;
                            /** @enum {string} */
                            stockState: "ok" | "low" | "out";
                        }[];
                        /** @enum {string} */
                        shipping_provider: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect";
                        lengths: number;
                        width: number;
                        height: number;
                        weight: number;
                        pickup_address: string;
                        pickup_postcode: string;
                        pickup_suburb: string;
                        pickUp: boolean;
                        sameAdd: boolean;
                        del_price: number;
                        variant_name: string;
                        v_options: number;
                        SKU: string;
                        gstFree: boolean;
                        lowStockThreshold: number | null;
                        /** @enum {string} */
                        stockState: "ok" | "low" | "out";
                        retiredShippingProvider: boolean;
                        sold: number;
                        discount: number;
                        /** @enum {string} */
                        status: "active" | "paused";
                        approved: boolean;
                        /** @enum {string} */
                        approval: "pending" | "approved" | "rejected";
                        rejectionReason: string | null;
                        rating: {
                            average: number;
                            count: number;
                        };
                        revision: {
                            _id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            proposed: {
                                name: string;
                                shortDetails: string;
                                description: string;
                                brand: string;
                                keywords: string;
                                category: {
                                    _id: string;
                                    title: string;
                                };
                                subCategories: {
                                    _id: string;
                                    title: string;
                                    level: number;
                                }[];
                                price: number;
                                v_options: number;
                                variant_name: string;
                                variants: {
                                    size: string;
                                    weight: number;
                                    stock: number;
                                    price: number;
                                    SKU: string;
                                }[];
                                images: {
                                    imageId: string;
                                    image: string;
                                    thumb: string;
                                }[];
                            };
                            changed: ("name" | "shortDetails" | "description" | "brand" | "keywords" | "category" | "subCategories" | "price" | "variants" | "images")[];
                            rejectionReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                            decidedAt: string | null;
                        } | null;
                        new: boolean;
                        store: string | null;
                        user: string;
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `catalogue` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    rejectProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        price: number;
                        stock: number;
                        shortDetails: string;
                        category: {
                            _id: string;
                            title: string;
                            subCategories: {
                                _id: string;
                                title: string;
                                level: number;
                                parentId: string | null;
                            }[];
                        } | null;
                        subCategories: {
                            _id: string;
                            title: string;
                            level: number;
                        }[];
                        salesPercentage: number;
                        sales: boolean;
                        salesPrice: number;
                        saleStartsAt: string | null;
                        saleEndsAt: string | null;
                        /** @enum {string} */
                        saleState: "none" | "scheduled" | "active" | "ended";
                        priorPrice: number | null;
                        shipping: number;
                        brand: string;
                        keywords: string;
                        description: string;
                        images: {
                            imageId: string;
                            image: string;
                            thumb: string;
                        }[];
                        variants: {
                            _id: string;
                            size: string;
                            weight: number;
                            stock: number;
                            price: number;
                            SKU: string;
                            lowStockThreshold: number | null;
                            /** @enum {string} */
                            stockState: "ok" | "low" | "out";
                        }[];
                        /** @enum {string} */
                        shipping_provider: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect";
                        lengths: number;
                        width: number;
                        height: number;
                        weight: number;
                        pickup_address: string;
                        pickup_postcode: string;
                        pickup_suburb: string;
                        pickUp: boolean;
                        sameAdd: boolean;
                        del_price: number;
                        variant_name: string;
                        v_options: number;
                        SKU: string;
                        gstFree: boolean;
                        lowStockThreshold: number | null;
                        /** @enum {string} */
                        stockState: "ok" | "low" | "out";
                        retiredShippingProvider: boolean;
                        sold: number;
                        discount: number;
                        /** @enum {string} */
                        status: "active" | "paused";
                        approved: boolean;
                        /** @enum {string} */
                        approval: "pending" | "approved" | "rejected";
                        rejectionReason: string | null;
                        rating: {
                            average: number;
                            count: number;
                        };
                        revision: {
                            _id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            proposed: {
                                name: string;
                                shortDetails: string;
                                description: string;
                                brand: string;
                                keywords: string;
                                category: {
                                    _id: string;
                                    title: string;
                                };
                                subCategories: {
                                    _id: string;
                                    title: string;
                                    level: number;
                                }[];
                                price: number;
                                v_options: number;
                                variant_name: string;
                                variants: {
                                    size: string;
                                    weight: number;
                                    stock: number;
                                    price: number;
                                    SKU: string;
                                }[];
                                images: {
                                    imageId: string;
                                    image: string;
                                    thumb: string;
                                }[];
                            };
                            changed: ("name" | "shortDetails" | "description" | "brand" | "keywords" | "category" | "subCategories" | "price" | "variants" | "images")[];
                            rejectionReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                            decidedAt: string | null;
                        } | null;
                        new: boolean;
                        store: string | null;
                        user: string;
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `catalogue` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getProductRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product: {
                            _id: string;
                            name: string;
                            price: number;
                            stock: number;
                            shortDetails: string;
                            category: {
                                _id: string;
                                title: string;
                                subCategories: {
                                    _id: string;
                                    title: string;
                                    level: number;
                                    parentId: string | null;
                                }[];
                            } | null;
                            subCategories: {
                                _id: string;
                                title: string;
                                level: number;
                            }[];
                            salesPercentage: number;
                            sales: boolean;
                            salesPrice: number;
                            saleStartsAt: string | null;
                            saleEndsAt: string | null;
                            /** @enum {string} */
                            saleState: "none" | "scheduled" | "active" | "ended";
                            priorPrice: number | null;
                            shipping: number;
                            brand: string;
                            keywords: string;
                            description: string;
                            images: {
                                imageId: string;
                                image: string;
                                thumb: string;
                            }[];
                            variants: {
                                _id: string;
                                size: string;
                                weight: number;
                                stock: number;
                                price: number;
                                SKU: string;
                                lowStockThreshold: number | null;
                                /** @enum {string} */
                                stockState: "ok" | "low" | "out";
                            }[];
                            /** @enum {string} */
                            shipping_provider: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect";
                            lengths: number;
                            width: number;
                            height: number;
                            weight: number;
                            pickup_address: string;
                            pickup_postcode: string;
                            pickup_suburb: string;
                            pickUp: boolean;
                            sameAdd: boolean;
                            del_price: number;
                            variant_name: string;
                            v_options: number;
                            SKU: string;
                            gstFree: boolean;
                            lowStockThreshold: number | null;
                            /** @enum {string} */
                            stockState: "ok" | "low" | "out";
                            retiredShippingProvider: boolean;
                            sold: number;
                            discount: number;
                            /** @enum {string} */
                            status: "active" | "paused";
                            approved: boolean;
                            /** @enum {string} */
                            approval: "pending" | "approved" | "rejected";
                            rejectionReason: string | null;
                            rating: {
                                average: number;
                                count: number;
                            };
                            revision: {
                                _id: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                proposed: {
                                    name: string;
                                    shortDetails: string;
                                    description: string;
                                    brand: string;
                                    keywords: string;
                                    category: {
                                        _id: string;
                                        title: string;
                                    };
                                    subCategories: {
                                        _id: string;
                                        title: string;
                                        level: number;
                                    }[];
                                    price: number;
                                    v_options: number;
                                    variant_name: string;
                                    variants: {
                                        size: string;
                                        weight: number;
                                        stock: number;
                                        price: number;
                                        SKU: string;
                                    }[];
                                    images: {
                                        imageId: string;
                                        image: string;
                                        thumb: string;
                                    }[];
                                };
                                changed: ("name" | "shortDetails" | "description" | "brand" | "keywords" | "category" | "subCategories" | "price" | "variants" | "images")[];
                                rejectionReason: string | null;
                                createdAt: string;
                                updatedAt: string;
                                decidedAt: string | null;
                            } | null;
                            new: boolean;
                            store: string | null;
                            user: string;
                            vendor: {
                                _id: string;
                                displayName: string;
                            };
                            createdAt: string;
                            updatedAt: string;
                        };
                        revision: {
                            _id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            proposed: {
                                name: string;
                                shortDetails: string;
                                description: string;
                                brand: string;
                                keywords: string;
                                category: {
                                    _id: string;
                                    title: string;
                                };
                                subCategories: {
                                    _id: string;
                                    title: string;
                                    level: number;
                                }[];
                                price: number;
                                v_options: number;
                                variant_name: string;
                                variants: {
                                    size: string;
                                    weight: number;
                                    stock: number;
                                    price: number;
                                    SKU: string;
                                }[];
                                images: {
                                    imageId: string;
                                    image: string;
                                    thumb: string;
                                }[];
                            };
                            changed: ("name" | "shortDetails" | "description" | "brand" | "keywords" | "category" | "subCategories" | "price" | "variants" | "images")[];
                            rejectionReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `catalogue.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getProductPriceHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            variant: string | null;
                            price: number;
                            salesPercentage: number;
                            salesPrice: number;
                            from: string;
                            to: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `catalogue.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    approveProductRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        price: number;
                        stock: number;
                        shortDetails: string;
                        category: {
                            _id: string;
                            title: string;
                            subCategories: {
                                _id: string;
                                title: string;
                                level: number;
                                parentId: string | null;
                            }[];
                        } | null;
                        subCategories: {
                            _id: string;
                            title: string;
                            level: number;
                        }[];
                        salesPercentage: number;
                        sales: boolean;
                        salesPrice: number;
                        saleStartsAt: string | null;
                        saleEndsAt: string | null;
                        /** @enum {string} */
                        saleState: "none" | "scheduled" | "active" | "ended";
                        priorPrice: number | null;
                        shipping: number;
                        brand: string;
                        keywords: string;
                        description: string;
                        images: {
                            imageId: string;
                            image: string;
                            thumb: string;
                        }[];
                        variants: {
                            _id: string;
                            size: string;
                            weight: number;
                            stock: number;
                            price: number;
                            SKU: string;
                            lowStockThreshold: number | null;
                            /** @enum {string} */
                            stockState: "ok" | "low" | "out";
                        }[];
                        /** @enum {string} */
                        shipping_provider: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect";
                        lengths: number;
                        width: number;
                        height: number;
                        weight: number;
                        pickup_address: string;
                        pickup_postcode: string;
                        pickup_suburb: string;
                        pickUp: boolean;
                        sameAdd: boolean;
                        del_price: number;
                        variant_name: string;
                        v_options: number;
                        SKU: string;
                        gstFree: boolean;
                        lowStockThreshold: number | null;
                        /** @enum {string} */
                        stockState: "ok" | "low" | "out";
                        retiredShippingProvider: boolean;
                        sold: number;
                        discount: number;
                        /** @enum {string} */
                        status: "active" | "paused";
                        approved: boolean;
                        /** @enum {string} */
                        approval: "pending" | "approved" | "rejected";
                        rejectionReason: string | null;
                        rating: {
                            average: number;
                            count: number;
                        };
                        revision: {
                            _id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            proposed: {
                                name: string;
                                shortDetails: string;
                                description: string;
                                brand: string;
                                keywords: string;
                                category: {
                                    _id: string;
                                    title: string;
                                };
                                subCategories: {
                                    _id: string;
                                    title: string;
                                    level: number;
                                }[];
                                price: number;
                                v_options: number;
                                variant_name: string;
                                variants: {
                                    size: string;
                                    weight: number;
                                    stock: number;
                                    price: number;
                                    SKU: string;
                                }[];
                                images: {
                                    imageId: string;
                                    image: string;
                                    thumb: string;
                                }[];
                            };
                            changed: ("name" | "shortDetails" | "description" | "brand" | "keywords" | "category" | "subCategories" | "price" | "variants" | "images")[];
                            rejectionReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                            decidedAt: string | null;
                        } | null;
                        new: boolean;
                        store: string | null;
                        user: string;
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `catalogue` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    rejectProductRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        price: number;
                        stock: number;
                        shortDetails: string;
                        category: {
                            _id: string;
                            title: string;
                            subCategories: {
                                _id: string;
                                title: string;
                                level: number;
                                parentId: string | null;
                            }[];
                        } | null;
                        subCategories: {
                            _id: string;
                            title: string;
                            level: number;
                        }[];
                        salesPercentage: number;
                        sales: boolean;
                        salesPrice: number;
                        saleStartsAt: string | null;
                        saleEndsAt: string | null;
                        /** @enum {string} */
                        saleState: "none" | "scheduled" | "active" | "ended";
                        priorPrice: number | null;
                        shipping: number;
                        brand: string;
                        keywords: string;
                        description: string;
                        images: {
                            imageId: string;
                            image: string;
                            thumb: string;
                        }[];
                        variants: {
                            _id: string;
                            size: string;
                            weight: number;
                            stock: number;
                            price: number;
                            SKU: string;
                            lowStockThreshold: number | null;
                            /** @enum {string} */
                            stockState: "ok" | "low" | "out";
                        }[];
                        /** @enum {string} */
                        shipping_provider: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect";
                        lengths: number;
                        width: number;
                        height: number;
                        weight: number;
                        pickup_address: string;
                        pickup_postcode: string;
                        pickup_suburb: string;
                        pickUp: boolean;
                        sameAdd: boolean;
                        del_price: number;
                        variant_name: string;
                        v_options: number;
                        SKU: string;
                        gstFree: boolean;
                        lowStockThreshold: number | null;
                        /** @enum {string} */
                        stockState: "ok" | "low" | "out";
                        retiredShippingProvider: boolean;
                        sold: number;
                        discount: number;
                        /** @enum {string} */
                        status: "active" | "paused";
                        approved: boolean;
                        /** @enum {string} */
                        approval: "pending" | "approved" | "rejected";
                        rejectionReason: string | null;
                        rating: {
                            average: number;
                            count: number;
                        };
                        revision: {
                            _id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            proposed: {
                                name: string;
                                shortDetails: string;
                                description: string;
                                brand: string;
                                keywords: string;
                                category: {
                                    _id: string;
                                    title: string;
                                };
                                subCategories: {
                                    _id: string;
                                    title: string;
                                    level: number;
                                }[];
                                price: number;
                                v_options: number;
                                variant_name: string;
                                variants: {
                                    size: string;
                                    weight: number;
                                    stock: number;
                                    price: number;
                                    SKU: string;
                                }[];
                                images: {
                                    imageId: string;
                                    image: string;
                                    thumb: string;
                                }[];
                            };
                            changed: ("name" | "shortDetails" | "description" | "brand" | "keywords" | "category" | "subCategories" | "price" | "variants" | "images")[];
                            rejectionReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                            decidedAt: string | null;
                        } | null;
                        new: boolean;
                        store: string | null;
                        user: string;
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `catalogue` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteProductImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                userId: string;
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        price: number;
                        stock: number;
                        shortDetails: string;
                        category: {
                            _id: string;
                            title: string;
                            subCategories: {
                                _id: string;
                                title: string;
                                level: number;
                                parentId: string | null;
                            }[];
                        } | null;
                        subCategories: {
                            _id: string;
                            title: string;
                            level: number;
                        }[];
                        salesPercentage: number;
                        sales: boolean;
                        salesPrice: number;
                        saleStartsAt: string | null;
                        saleEndsAt: string | null;
                        /** @enum {string} */
                        saleState: "none" | "scheduled" | "active" | "ended";
                        priorPrice: number | null;
                        shipping: number;
                        brand: string;
                        keywords: string;
                        description: string;
                        images: {
                            imageId: string;
                            image: string;
                            thumb: string;
                        }[];
                        variants: {
                            _id: string;
                            size: string;
                            weight: number;
                            stock: number;
                            price: number;
                            SKU: string;
                            lowStockThreshold: number | null;
                            /** @enum {string} */
                            stockState: "ok" | "low" | "out";
                        }[];
                        /** @enum {string} */
                        shipping_provider: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect";
                        lengths: number;
                        width: number;
                        height: number;
                        weight: number;
                        pickup_address: string;
                        pickup_postcode: string;
                        pickup_suburb: string;
                        pickUp: boolean;
                        sameAdd: boolean;
                        del_price: number;
                        variant_name: string;
                        v_options: number;
                        SKU: string;
                        gstFree: boolean;
                        lowStockThreshold: number | null;
                        /** @enum {string} */
                        stockState: "ok" | "low" | "out";
                        retiredShippingProvider: boolean;
                        sold: number;
                        discount: number;
                        /** @enum {string} */
                        status: "active" | "paused";
                        approved: boolean;
                        /** @enum {string} */
                        approval: "pending" | "approved" | "rejected";
                        rejectionReason: string | null;
                        rating: {
                            average: number;
                            count: number;
                        };
                        revision: {
                            _id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            proposed: {
                                name: string;
                                shortDetails: string;
                                description: string;
                                brand: string;
                                keywords: string;
                                category: {
                                    _id: string;
                                    title: string;
                                };
                                subCategories: {
                                    _id: string;
                                    title: string;
                                    level: number;
                                }[];
                                price: number;
                                v_options: number;
                                variant_name: string;
                                variants: {
                                    size: string;
                                    weight: number;
                                    stock: number;
                                    price: number;
                                    SKU: string;
                                }[];
                                images: {
                                    imageId: string;
                                    image: string;
                                    thumb: string;
                                }[];
                            };
                            changed: ("name" | "shortDetails" | "description" | "brand" | "keywords" | "category" | "subCategories" | "price" | "variants" | "images")[];
                            rejectionReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                            decidedAt: string | null;
                        } | null;
                        new: boolean;
                        store: string | null;
                        user: string;
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `catalogue` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    bulkEditProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    filter?: {
                        q?: string;
                        /** @enum {string} */
                        status?: "active" | "paused";
                        /** @enum {string} */
                        approval?: "pending" | "approved" | "rejected" | "revision";
                        /** @enum {string} */
                        stock?: "low" | "out";
                        /** @enum {string} */
                        shippingProvider?: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect";
                        /** Format: uuid */
                        vendorId?: string;
                    };
                    items?: {
                        /** Format: uuid */
                        id: string;
                        price?: string | number;
                        stock?: number;
                        variants?: {
                            size: string;
                            stock?: number;
                            price?: string | number;
                        }[];
                    }[];
                    set?: {
                        price?: string | number;
                        salesPercentage?: number;
                        /** Format: date-time */
                        saleStartsAt?: string | null;
                        /** Format: date-time */
                        saleEndsAt?: string | null;
                        stock?: number;
                        /** @enum {string} */
                        status?: "active" | "paused";
                        /** @enum {string} */
                        shipping_provider?: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect";
                    };
                    /** @default false */
                    dryRun?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        dryRun: boolean;
                        changed: number;
                        errors: number;
                        results: {
                            _id: string;
                            name: string;
                            /** @enum {string} */
                            outcome: "changed" | "unchanged" | "revision" | "error";
                            changes: {
                                /** @enum {string} */
                                field: "price" | "salesPercentage" | "saleStartsAt" | "saleEndsAt" | "stock" | "status" | "shipping_provider";
                                variant?: string;
                                from: number | string;
                                to: number | string;
                            }[];
                            message: string | null;
                            /** @enum {string} */
                            stockState: "ok" | "low" | "out";
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `catalogue` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getProductStockCounts: {
        parameters: {
            query?: {
                vendorId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        low: number;
                        out: number;
                        retiredCarrier: number;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `catalogue.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getMyStore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        store: {
                            _id: string;
                            name: string;
                            bio: string;
                            lowStockThreshold: number | null;
                        } | null;
                        product: {
                            _id: string;
                            name: string;
                            price: number;
                            sales: boolean;
                            salesPrice: number;
                            salesPercentage: number;
                            priorPrice: number | null;
                            new: boolean;
                            image: {
                                imageId: string;
                                image: string;
                                thumb: string;
                            } | null;
                            rating: {
                                average: number;
                                count: number;
                            };
                        }[];
                        performance: {
                            productQuality: number;
                            deliveryRate: number;
                            deliveryBasis: {
                                delivered: number;
                                judged: number;
                            };
                            productBasis: {
                                approved: number;
                                total: number;
                            };
                        };
                        rating: {
                            average: number;
                            count: number;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `vendors.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    saveMyStore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bio: string;
                    lowStockThreshold?: number | (string | null);
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        store: {
                            _id: string;
                            name: string;
                            bio: string;
                            lowStockThreshold: number | null;
                        };
                        msg: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        store: {
                            _id: string;
                            name: string;
                            bio: string;
                            lowStockThreshold: number | null;
                        };
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `vendors` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listVendors: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                q?: string;
                sort?: "newest" | "oldest" | "name" | "-name" | "email" | "-email" | "products" | "-products";
            };
            header?: never;
            path: {
                adminId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allVendor: {
                            items: {
                                _id: string;
                                displayName: string;
                                firstName: string;
                                lastName: string;
                                name: string;
                                email: string;
                                phone: string;
                                active: boolean;
                                /** @enum {string} */
                                onboarding: "passwordNotSet" | "emailNotVerified" | "documentsNeeded" | "awaitingReview" | "rejected" | "notActivated" | "active" | "deactivated";
                                createdAt: string;
                                products: number;
                                liveProducts: number;
                                sales: number;
                            }[];
                            total: number;
                            page: number;
                            limit: number;
                            totalCapped?: boolean;
                            nextCursor?: string | null;
                        };
                        active: {
                            items: {
                                _id: string;
                                displayName: string;
                                firstName: string;
                                lastName: string;
                                name: string;
                                email: string;
                                phone: string;
                                active: boolean;
                                /** @enum {string} */
                                onboarding: "passwordNotSet" | "emailNotVerified" | "documentsNeeded" | "awaitingReview" | "rejected" | "notActivated" | "active" | "deactivated";
                                createdAt: string;
                                products: number;
                                liveProducts: number;
                                sales: number;
                            }[];
                            total: number;
                            page: number;
                            limit: number;
                            totalCapped?: boolean;
                            nextCursor?: string | null;
                        };
                        inactive: {
                            items: {
                                _id: string;
                                displayName: string;
                                firstName: string;
                                lastName: string;
                                name: string;
                                email: string;
                                phone: string;
                                active: boolean;
                                /** @enum {string} */
                                onboarding: "passwordNotSet" | "emailNotVerified" | "documentsNeeded" | "awaitingReview" | "rejected" | "notActivated" | "active" | "deactivated";
                                createdAt: string;
                                products: number;
                                liveProducts: number;
                                sales: number;
                            }[];
                            total: number;
                            page: number;
                            limit: number;
                            totalCapped?: boolean;
                            nextCursor?: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `vendors.read` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getVendor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                adminId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            _id: string;
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            pendingEmail: string | null;
                            phone: string;
                            DOB: string | null;
                            displayName: string;
                            ABN: string;
                            gstRegistered: boolean;
                            gstRegisteredFrom: string | null;
                            address: {
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                            pendingChange: {
                                requestedAt: string;
                                before: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                                after: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                            } | null;
                            pendingChangeRejectionReason: string | null;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                            active: boolean;
                            emailVerified: boolean;
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            identityRejectionReason: string | null;
                            activated: boolean;
                            activeVendor: {
                                _id: string;
                                displayName: string;
                                address: {
                                    c_address: string;
                                    postcode: string;
                                    suburb: string;
                                };
                            } | null;
                            team: {
                                vendorId: string;
                                vendorName: string;
                                /** @enum {string} */
                                role: "manager" | "catalogue" | "orders" | "finance";
                                permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                            } | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `vendors.read` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    setVendorActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                adminId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        vendor: {
                            _id: string;
                            displayName: string;
                            firstName: string;
                            lastName: string;
                            name: string;
                            email: string;
                            phone: string;
                            active: boolean;
                            /** @enum {string} */
                            onboarding: "passwordNotSet" | "emailNotVerified" | "documentsNeeded" | "awaitingReview" | "rejected" | "notActivated" | "active" | "deactivated";
                            createdAt: string;
                            products: number;
                            liveProducts: number;
                            sales: number;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `vendors` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    createVendor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    firstName: string;
                    lastName: string;
                    displayName: string;
                    c_address: string;
                    suburb: string;
                    /** @enum {string} */
                    state: "NSW" | "VIC" | "QLD" | "SA" | "WA" | "TAS" | "NT" | "ACT";
                    postcode: string | number;
                    phone: string | number;
                    ABN: string | number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        vendor: {
                            _id: string;
                            displayName: string;
                            firstName: string;
                            lastName: string;
                            name: string;
                            email: string;
                            phone: string;
                            active: boolean;
                            /** @enum {string} */
                            onboarding: "passwordNotSet" | "emailNotVerified" | "documentsNeeded" | "awaitingReview" | "rejected" | "notActivated" | "active" | "deactivated";
                            createdAt: string;
                            products: number;
                            liveProducts: number;
                            sales: number;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `vendors` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    updateVendorDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                adminId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    email: string;
                    phone?: (string | number) | "";
                    DOB?: string | null;
                    displayName?: string;
                    ABN?: string | number;
                    address?: {
                        c_address?: string;
                        suburb?: string;
                        state?: ("NSW" | "VIC" | "QLD" | "SA" | "WA" | "TAS" | "NT" | "ACT") | "";
                        postcode?: (string | number) | "";
                    };
                    gstRegistered?: boolean;
                    /** Format: date */
                    gstRegisteredFrom?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        vendor: {
                            user: {
                                _id: string;
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                pendingEmail: string | null;
                                phone: string;
                                DOB: string | null;
                                displayName: string;
                                ABN: string;
                                gstRegistered: boolean;
                                gstRegisteredFrom: string | null;
                                address: {
                                    c_address: string;
                                    suburb: string;
                                    state: string;
                                    country: string;
                                    postcode: string;
                                };
                                pendingChange: {
                                    requestedAt: string;
                                    before: {
                                        displayName?: string;
                                        abn?: string;
                                        address?: string;
                                        suburb?: string;
                                        state?: string;
                                        postcode?: string;
                                    };
                                    after: {
                                        displayName?: string;
                                        abn?: string;
                                        address?: string;
                                        suburb?: string;
                                        state?: string;
                                        postcode?: string;
                                    };
                                } | null;
                                pendingChangeRejectionReason: string | null;
                                role: number;
                                /** @enum {string|null} */
                                staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                                permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                                active: boolean;
                                emailVerified: boolean;
                                /** @enum {string} */
                                identityStatus: "none" | "submitted" | "approved" | "rejected";
                                identityRejectionReason: string | null;
                                activated: boolean;
                                activeVendor: {
                                    _id: string;
                                    displayName: string;
                                    address: {
                                        c_address: string;
                                        postcode: string;
                                        suburb: string;
                                    };
                                } | null;
                                team: {
                                    vendorId: string;
                                    vendorName: string;
                                    /** @enum {string} */
                                    role: "manager" | "catalogue" | "orders" | "finance";
                                    permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                                } | null;
                                createdAt: string;
                            };
                            summary: {
                                _id: string;
                                displayName: string;
                                firstName: string;
                                lastName: string;
                                name: string;
                                email: string;
                                phone: string;
                                active: boolean;
                                /** @enum {string} */
                                onboarding: "passwordNotSet" | "emailNotVerified" | "documentsNeeded" | "awaitingReview" | "rejected" | "notActivated" | "active" | "deactivated";
                                createdAt: string;
                                products: number;
                                liveProducts: number;
                                sales: number;
                            };
                            abr: {
                                /** @enum {string} */
                                status: "not_checked" | "active" | "cancelled" | "not_found";
                                entityName: string | null;
                                gstFrom: string | null;
                                checkedAt: string | null;
                                nameMismatch: boolean;
                                gstMismatch: boolean;
                            };
                            salePercentage: number | null;
                            /** @enum {string|null} */
                            shippingProvider: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect" | null;
                            pausedProducts: number;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `vendors` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getVendorAssets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                adminId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vendor: {
                            user: {
                                _id: string;
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                pendingEmail: string | null;
                                phone: string;
                                DOB: string | null;
                                displayName: string;
                                ABN: string;
                                gstRegistered: boolean;
                                gstRegisteredFrom: string | null;
                                address: {
                                    c_address: string;
                                    suburb: string;
                                    state: string;
                                    country: string;
                                    postcode: string;
                                };
                                pendingChange: {
                                    requestedAt: string;
                                    before: {
                                        displayName?: string;
                                        abn?: string;
                                        address?: string;
                                        suburb?: string;
                                        state?: string;
                                        postcode?: string;
                                    };
                                    after: {
                                        displayName?: string;
                                        abn?: string;
                                        address?: string;
                                        suburb?: string;
                                        state?: string;
                                        postcode?: string;
                                    };
                                } | null;
                                pendingChangeRejectionReason: string | null;
                                role: number;
                                /** @enum {string|null} */
                                staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                                permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                                active: boolean;
                                emailVerified: boolean;
                                /** @enum {string} */
                                identityStatus: "none" | "submitted" | "approved" | "rejected";
                                identityRejectionReason: string | null;
                                activated: boolean;
                                activeVendor: {
                                    _id: string;
                                    displayName: string;
                                    address: {
                                        c_address: string;
                                        postcode: string;
                                        suburb: string;
                                    };
                                } | null;
                                team: {
                                    vendorId: string;
                                    vendorName: string;
                                    /** @enum {string} */
                                    role: "manager" | "catalogue" | "orders" | "finance";
                                    permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                                } | null;
                                createdAt: string;
                            };
                            summary: {
                                _id: string;
                                displayName: string;
                                firstName: string;
                                lastName: string;
                                name: string;
                                email: string;
                                phone: string;
                                active: boolean;
                                /** @enum {string} */
                                onboarding: "passwordNotSet" | "emailNotVerified" | "documentsNeeded" | "awaitingReview" | "rejected" | "notActivated" | "active" | "deactivated";
                                createdAt: string;
                                products: number;
                                liveProducts: number;
                                sales: number;
                            };
                            abr: {
                                /** @enum {string} */
                                status: "not_checked" | "active" | "cancelled" | "not_found";
                                entityName: string | null;
                                gstFrom: string | null;
                                checkedAt: string | null;
                                nameMismatch: boolean;
                                gstMismatch: boolean;
                            };
                            salePercentage: number | null;
                            /** @enum {string|null} */
                            shippingProvider: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect" | null;
                            pausedProducts: number;
                        };
                        products: {
                            items: {
                                _id: string;
                                name: string;
                                price: number;
                                stock: number;
                                shortDetails: string;
                                category: {
                                    _id: string;
                                    title: string;
                                    subCategories: {
                                        _id: string;
                                        title: string;
                                        level: number;
                                        parentId: string | null;
                                    }[];
                                } | null;
                                subCategories: {
                                    _id: string;
                                    title: string;
                                    level: number;
                                }[];
                                salesPercentage: number;
                                sales: boolean;
                                salesPrice: number;
                                saleStartsAt: string | null;
                                saleEndsAt: string | null;
                                /** @enum {string} */
                                saleState: "none" | "scheduled" | "active" | "ended";
                                priorPrice: number | null;
                                shipping: number;
                                brand: string;
                                keywords: string;
                                description: string;
                                images: {
                                    imageId: string;
                                    image: string;
                                    thumb: string;
                                }[];
                                variants: {
                                    _id: string;
                                    size: string;
                                    weight: number;
                                    stock: number;
                                    price: number;
                                    SKU: string;
                                    lowStockThreshold: number | null;
                                    /** @enum {string} */
                                    stockState: "ok" | "low" | "out";
                                }[];
                                /** @enum {string} */
                                shipping_provider: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect";
                                lengths: number;
                                width: number;
                                height: number;
                                weight: number;
                                pickup_address: string;
                                pickup_postcode: string;
                                pickup_suburb: string;
                                pickUp: boolean;
                                sameAdd: boolean;
                                del_price: number;
                                variant_name: string;
                                v_options: number;
                                SKU: string;
                                gstFree: boolean;
                                lowStockThreshold: number | null;
                                /** @enum {string} */
                                stockState: "ok" | "low" | "out";
                                retiredShippingProvider: boolean;
                                sold: number;
                                discount: number;
                                /** @enum {string} */
                                status: "active" | "paused";
                                approved: boolean;
                                /** @enum {string} */
                                approval: "pending" | "approved" | "rejected";
                                rejectionReason: string | null;
                                rating: {
                                    average: number;
                                    count: number;
                                };
                                revision: {
                                    _id: string;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected";
                                    proposed: {
                                        name: string;
                                        shortDetails: string;
                                        description: string;
                                        brand: string;
                                        keywords: string;
                                        category: {
                                            _id: string;
                                            title: string;
                                        };
                                        subCategories: {
                                            _id: string;
                                            title: string;
                                            level: number;
                                        }[];
                                        price: number;
                                        v_options: number;
                                        variant_name: string;
                                        variants: {
                                            size: string;
                                            weight: number;
                                            stock: number;
                                            price: number;
                                            SKU: string;
                                        }[];
                                        images: {
                                            imageId: string;
                                            image: string;
                                            thumb: string;
                                        }[];
                                    };
                                    changed: ("name" | "shortDetails" | "description" | "brand" | "keywords" | "category" | "subCategories" | "price" | "variants" | "images")[];
                                    rejectionReason: string | null;
                                    createdAt: string;
                                    updatedAt: string;
                                    decidedAt: string | null;
                                } | null;
                                new: boolean;
                                store: string | null;
                                user: string;
                                vendor: {
                                    _id: string;
                                    displayName: string;
                                };
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            total: number;
                            page: number;
                            limit: number;
                            totalCapped?: boolean;
                            nextCursor?: string | null;
                        };
                        sales: {
                            items: {
                                _id: string;
                                order_id: {
                                    _id: string;
                                    number: number;
                                    customer_name: string;
                                    customer_email: string;
                                    customer_phone: string;
                                    transaction_id: string;
                                    payment_method: string;
                                    delivery_address: {
                                        unit: string;
                                        c_address: string;
                                        suburb: string;
                                        state: string;
                                        country: string;
                                        postcode: string;
                                    };
                                };
                                items: {
                                    _id: string;
                                    productId: string | null;
                                    name: string;
                                    variant: string;
                                    image: string | null;
                                    qty: number;
                                    price: number;
                                    gstFree: boolean;
                                }[];
                                /** @enum {string} */
                                status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                                tracking_number: string;
                                carrier: string | null;
                                trackingUrl: string | null;
                                price: number;
                                shippingFee: number;
                                subtotal: number;
                                fee: number;
                                feeGst: number;
                                net: number;
                                refunded: number;
                                /** @enum {string|null} */
                                payoutState: "not_delivered" | "awaiting_payout" | "in_payout" | "paid_out" | null;
                                vendorId: {
                                    _id: string;
                                    displayName: string;
                                };
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            total: number;
                            page: number;
                            limit: number;
                            totalCapped?: boolean;
                            nextCursor?: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `vendors.read` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    setVendorProductStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                adminId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "paused" | "active";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        count: number;
                        vendor: {
                            user: {
                                _id: string;
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                pendingEmail: string | null;
                                phone: string;
                                DOB: string | null;
                                displayName: string;
                                ABN: string;
                                gstRegistered: boolean;
                                gstRegisteredFrom: string | null;
                                address: {
                                    c_address: string;
                                    suburb: string;
                                    state: string;
                                    country: string;
                                    postcode: string;
                                };
                                pendingChange: {
                                    requestedAt: string;
                                    before: {
                                        displayName?: string;
                                        abn?: string;
                                        address?: string;
                                        suburb?: string;
                                        state?: string;
                                        postcode?: string;
                                    };
                                    after: {
                                        displayName?: string;
                                        abn?: string;
                                        address?: string;
                                        suburb?: string;
                                        state?: string;
                                        postcode?: string;
                                    };
                                } | null;
                                pendingChangeRejectionReason: string | null;
                                role: number;
                                /** @enum {string|null} */
                                staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                                permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                                active: boolean;
                                emailVerified: boolean;
                                /** @enum {string} */
                                identityStatus: "none" | "submitted" | "approved" | "rejected";
                                identityRejectionReason: string | null;
                                activated: boolean;
                                activeVendor: {
                                    _id: string;
                                    displayName: string;
                                    address: {
                                        c_address: string;
                                        postcode: string;
                                        suburb: string;
                                    };
                                } | null;
                                team: {
                                    vendorId: string;
                                    vendorName: string;
                                    /** @enum {string} */
                                    role: "manager" | "catalogue" | "orders" | "finance";
                                    permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                                } | null;
                                createdAt: string;
                            };
                            summary: {
                                _id: string;
                                displayName: string;
                                firstName: string;
                                lastName: string;
                                name: string;
                                email: string;
                                phone: string;
                                active: boolean;
                                /** @enum {string} */
                                onboarding: "passwordNotSet" | "emailNotVerified" | "documentsNeeded" | "awaitingReview" | "rejected" | "notActivated" | "active" | "deactivated";
                                createdAt: string;
                                products: number;
                                liveProducts: number;
                                sales: number;
                            };
                            abr: {
                                /** @enum {string} */
                                status: "not_checked" | "active" | "cancelled" | "not_found";
                                entityName: string | null;
                                gstFrom: string | null;
                                checkedAt: string | null;
                                nameMismatch: boolean;
                                gstMismatch: boolean;
                            };
                            salePercentage: number | null;
                            /** @enum {string|null} */
                            shippingProvider: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect" | null;
                            pausedProducts: number;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `vendors` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    setVendorSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                adminId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    percentage: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        count: number;
                        vendor: {
                            user: {
                                _id: string;
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                pendingEmail: string | null;
                                phone: string;
                                DOB: string | null;
                                displayName: string;
                                ABN: string;
                                gstRegistered: boolean;
                                gstRegisteredFrom: string | null;
                                address: {
                                    c_address: string;
                                    suburb: string;
                                    state: string;
                                    country: string;
                                    postcode: string;
                                };
                                pendingChange: {
                                    requestedAt: string;
                                    before: {
                                        displayName?: string;
                                        abn?: string;
                                        address?: string;
                                        suburb?: string;
                                        state?: string;
                                        postcode?: string;
                                    };
                                    after: {
                                        displayName?: string;
                                        abn?: string;
                                        address?: string;
                                        suburb?: string;
                                        state?: string;
                                        postcode?: string;
                                    };
                                } | null;
                                pendingChangeRejectionReason: string | null;
                                role: number;
                                /** @enum {string|null} */
                                staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                                permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                                active: boolean;
                                emailVerified: boolean;
                                /** @enum {string} */
                                identityStatus: "none" | "submitted" | "approved" | "rejected";
                                identityRejectionReason: string | null;
                                activated: boolean;
                                activeVendor: {
                                    _id: string;
                                    displayName: string;
                                    address: {
                                        c_address: string;
                                        postcode: string;
                                        suburb: string;
                                    };
                                } | null;
                                team: {
                                    vendorId: string;
                                    vendorName: string;
                                    /** @enum {string} */
                                    role: "manager" | "catalogue" | "orders" | "finance";
                                    permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                                } | null;
                                createdAt: string;
                            };
                            summary: {
                                _id: string;
                                displayName: string;
                                firstName: string;
                                lastName: string;
                                name: string;
                                email: string;
                                phone: string;
                                active: boolean;
                                /** @enum {string} */
                                onboarding: "passwordNotSet" | "emailNotVerified" | "documentsNeeded" | "awaitingReview" | "rejected" | "notActivated" | "active" | "deactivated";
                                createdAt: string;
                                products: number;
                                liveProducts: number;
                                sales: number;
                            };
                            abr: {
                                /** @enum {string} */
                                status: "not_checked" | "active" | "cancelled" | "not_found";
                                entityName: string | null;
                                gstFrom: string | null;
                                checkedAt: string | null;
                                nameMismatch: boolean;
                                gstMismatch: boolean;
                            };
                            salePercentage: number | null;
                            /** @enum {string|null} */
                            shippingProvider: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect" | null;
                            pausedProducts: number;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `vendors` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    setVendorShipping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                adminId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    shipping: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        count: number;
                        vendor: {
                            user: {
                                _id: string;
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                pendingEmail: string | null;
                                phone: string;
                                DOB: string | null;
                                displayName: string;
                                ABN: string;
                                gstRegistered: boolean;
                                gstRegisteredFrom: string | null;
                                address: {
                                    c_address: string;
                                    suburb: string;
                                    state: string;
                                    country: string;
                                    postcode: string;
                                };
                                pendingChange: {
                                    requestedAt: string;
                                    before: {
                                        displayName?: string;
                                        abn?: string;
                                        address?: string;
                                        suburb?: string;
                                        state?: string;
                                        postcode?: string;
                                    };
                                    after: {
                                        displayName?: string;
                                        abn?: string;
                                        address?: string;
                                        suburb?: string;
                                        state?: string;
                                        postcode?: string;
                                    };
                                } | null;
                                pendingChangeRejectionReason: string | null;
                                role: number;
                                /** @enum {string|null} */
                                staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                                permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                                active: boolean;
                                emailVerified: boolean;
                                /** @enum {string} */
                                identityStatus: "none" | "submitted" | "approved" | "rejected";
                                identityRejectionReason: string | null;
                                activated: boolean;
                                activeVendor: {
                                    _id: string;
                                    displayName: string;
                                    address: {
                                        c_address: string;
                                        postcode: string;
                                        suburb: string;
                                    };
                                } | null;
                                team: {
                                    vendorId: string;
                                    vendorName: string;
                                    /** @enum {string} */
                                    role: "manager" | "catalogue" | "orders" | "finance";
                                    permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                                } | null;
                                createdAt: string;
                            };
                            summary: {
                                _id: string;
                                displayName: string;
                                firstName: string;
                                lastName: string;
                                name: string;
                                email: string;
                                phone: string;
                                active: boolean;
                                /** @enum {string} */
                                onboarding: "passwordNotSet" | "emailNotVerified" | "documentsNeeded" | "awaitingReview" | "rejected" | "notActivated" | "active" | "deactivated";
                                createdAt: string;
                                products: number;
                                liveProducts: number;
                                sales: number;
                            };
                            abr: {
                                /** @enum {string} */
                                status: "not_checked" | "active" | "cancelled" | "not_found";
                                entityName: string | null;
                                gstFrom: string | null;
                                checkedAt: string | null;
                                nameMismatch: boolean;
                                gstMismatch: boolean;
                            };
                            salePercentage: number | null;
                            /** @enum {string|null} */
                            shippingProvider: "Fixed Delivery" | "Australia Post" | "Sendle" | "TransDirect" | null;
                            pausedProducts: number;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `vendors` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    decideVendorChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                adminId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    approved: boolean;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        user: {
                            _id: string;
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            pendingEmail: string | null;
                            phone: string;
                            DOB: string | null;
                            displayName: string;
                            ABN: string;
                            gstRegistered: boolean;
                            gstRegisteredFrom: string | null;
                            address: {
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                            pendingChange: {
                                requestedAt: string;
                                before: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                                after: {
                                    displayName?: string;
                                    abn?: string;
                                    address?: string;
                                    suburb?: string;
                                    state?: string;
                                    postcode?: string;
                                };
                            } | null;
                            pendingChangeRejectionReason: string | null;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            permissions: ("work.read" | "vendors.read" | "vendors" | "messages" | "sales.read" | "sales.status" | "money.read" | "payouts" | "commissions" | "refunds" | "returns" | "bank.reveal" | "catalogue.read" | "catalogue" | "verification" | "users" | "audit" | "jobs" | "privacy.export" | "cases" | "standards.settings")[];
                            active: boolean;
                            emailVerified: boolean;
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            identityRejectionReason: string | null;
                            activated: boolean;
                            activeVendor: {
                                _id: string;
                                displayName: string;
                                address: {
                                    c_address: string;
                                    postcode: string;
                                    suburb: string;
                                };
                            } | null;
                            team: {
                                vendorId: string;
                                vendorName: string;
                                /** @enum {string} */
                                role: "manager" | "catalogue" | "orders" | "finance";
                                permissions: ("catalogue" | "orders" | "money" | "bank.last4" | "store")[];
                            } | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `verification` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                q?: string;
                sort?: "newest" | "oldest" | "name" | "-name" | "email" | "-email";
                role?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            displayName: string;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            active: boolean;
                            /** @enum {string} */
                            onboarding: "passwordNotSet" | "emailNotVerified" | "documentsNeeded" | "awaitingReview" | "rejected" | "notActivated" | "active" | "deactivated";
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalCapped?: boolean;
                        nextCursor?: string | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `users` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    inviteUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    email: string;
                    role: 1 | 2 | 3;
                    /** @enum {string} */
                    staffRole?: "support" | "catalogue" | "finance" | "verification";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        user: {
                            _id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            displayName: string;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            active: boolean;
                            /** @enum {string} */
                            onboarding: "passwordNotSet" | "emailNotVerified" | "documentsNeeded" | "awaitingReview" | "rejected" | "notActivated" | "active" | "deactivated";
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `users` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `users` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    changeUserRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    role: 2 | 3;
                    /** @enum {string} */
                    staffRole?: "support" | "catalogue" | "finance" | "verification";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        user: {
                            _id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            displayName: string;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            active: boolean;
                            /** @enum {string} */
                            onboarding: "passwordNotSet" | "emailNotVerified" | "documentsNeeded" | "awaitingReview" | "rejected" | "notActivated" | "active" | "deactivated";
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `users` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    setUserActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        user: {
                            _id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            displayName: string;
                            role: number;
                            /** @enum {string|null} */
                            staffRole: "support" | "catalogue" | "finance" | "verification" | null;
                            active: boolean;
                            /** @enum {string} */
                            onboarding: "passwordNotSet" | "emailNotVerified" | "documentsNeeded" | "awaitingReview" | "rejected" | "notActivated" | "active" | "deactivated";
                            /** @enum {string} */
                            identityStatus: "none" | "submitted" | "approved" | "rejected";
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `users` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                cursor?: string;
                actor?: string;
                action?: string;
                entityId?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            actor: {
                                _id: string;
                                name: string;
                                email: string;
                            } | null;
                            people: {
                                _id: string;
                                name: string;
                                email: string;
                                vendor: boolean;
                            }[];
                            things: {
                                _id: string;
                                /** @enum {string} */
                                kind: "sale" | "product" | "payout" | "category" | "return" | "refund" | "adjustment" | "passkey" | "case" | "review" | "commission-rule";
                                name: string;
                            }[];
                            action: string;
                            entityType: string;
                            entityId: string;
                            entityName: string;
                            before: unknown;
                            after: unknown;
                            summary: string;
                            changes: {
                                field: string;
                                label: string;
                                before: string | null;
                                after: string | null;
                            }[];
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalCapped?: boolean;
                        nextCursor?: string | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `audit` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listAuditFacets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actions: string[];
                        actors: {
                            _id: string;
                            name: string;
                            email: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `audit` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    exportAuditEntries: {
        parameters: {
            query?: {
                actor?: string;
                action?: string;
                entityId?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filtered audit log as CSV, streamed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `audit` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listMessages: {
        parameters: {
            query?: {
                box?: "inbox" | "sent" | "trash";
                page?: number;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            from: string;
                            to: string;
                            sender: {
                                _id: string;
                                firstName: string;
                                lastName: string;
                                displayName: string;
                                role: number;
                            };
                            receiver: {
                                _id: string;
                                firstName: string;
                                lastName: string;
                                displayName: string;
                                role: number;
                            };
                            subject: string;
                            createdAt: string;
                            read: boolean;
                            readAt: string | null;
                            trashed: boolean;
                            replyTo: string | null;
                            attachmentCount: number;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalCapped?: boolean;
                        nextCursor?: string | null;
                        /** @enum {string} */
                        box: "inbox" | "sent" | "trash";
                        unread: number;
                    } | {
                        inbox: {
                            items: {
                                _id: string;
                                from: string;
                                to: string;
                                sender: {
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    displayName: string;
                                    role: number;
                                };
                                receiver: {
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    displayName: string;
                                    role: number;
                                };
                                subject: string;
                                createdAt: string;
                                read: boolean;
                                readAt: string | null;
                                trashed: boolean;
                                replyTo: string | null;
                                attachmentCount: number;
                            }[];
                            total: number;
                            page: number;
                            limit: number;
                            totalCapped?: boolean;
                            nextCursor?: string | null;
                        };
                        outbox: {
                            items: {
                                _id: string;
                                from: string;
                                to: string;
                                sender: {
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    displayName: string;
                                    role: number;
                                };
                                receiver: {
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    displayName: string;
                                    role: number;
                                };
                                subject: string;
                                createdAt: string;
                                read: boolean;
                                readAt: string | null;
                                trashed: boolean;
                                replyTo: string | null;
                                attachmentCount: number;
                            }[];
                            total: number;
                            page: number;
                            limit: number;
                            totalCapped?: boolean;
                            nextCursor?: string | null;
                        };
                        trash: {
                            items: {
                                _id: string;
                                from: string;
                                to: string;
                                sender: {
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    displayName: string;
                                    role: number;
                                };
                                receiver: {
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    displayName: string;
                                    role: number;
                                };
                                subject: string;
                                createdAt: string;
                                read: boolean;
                                readAt: string | null;
                                trashed: boolean;
                                replyTo: string | null;
                                attachmentCount: number;
                            }[];
                            total: number;
                            page: number;
                            limit: number;
                            totalCapped?: boolean;
                            nextCursor?: string | null;
                        };
                        unread: number;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `messages` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: uuid */
                    to: string;
                    subject: string;
                    body: string;
                    /** Format: uuid */
                    replyTo?: string;
                    attachments?: Blob[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        from: string;
                        to: string;
                        sender: {
                            _id: string;
                            firstName: string;
                            lastName: string;
                            displayName: string;
                            role: number;
                        };
                        receiver: {
                            _id: string;
                            firstName: string;
                            lastName: string;
                            displayName: string;
                            role: number;
                        };
                        subject: string;
                        createdAt: string;
                        read: boolean;
                        readAt: string | null;
                        trashed: boolean;
                        replyTo: string | null;
                        attachmentCount: number;
                        body: string;
                        attachments: {
                            _id: string;
                            name: string;
                            mimeType: string;
                            size: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `messages` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    countUnreadMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread: number;
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `messages` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listMessageRecipients: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            firstName: string;
                            lastName: string;
                            displayName: string;
                            role: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `messages` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    markAllMessagesRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        count: number;
                        unread: number;
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `messages` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    trashMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        count: number;
                        unread: number;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `messages` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    restoreMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        count: number;
                        unread: number;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `messages` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    purgeMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        count: number;
                        unread: number;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `messages` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        from: string;
                        to: string;
                        sender: {
                            _id: string;
                            firstName: string;
                            lastName: string;
                            displayName: string;
                            role: number;
                        };
                        receiver: {
                            _id: string;
                            firstName: string;
                            lastName: string;
                            displayName: string;
                            role: number;
                        };
                        subject: string;
                        createdAt: string;
                        read: boolean;
                        readAt: string | null;
                        trashed: boolean;
                        replyTo: string | null;
                        attachmentCount: number;
                        body: string;
                        attachments: {
                            _id: string;
                            name: string;
                            mimeType: string;
                            size: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `messages` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteMessage: {
        parameters: {
            query?: {
                permanent?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        count: number;
                        unread: number;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `messages` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    markMessageRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        count: number;
                        unread: number;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `messages` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    restoreMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        count: number;
                        unread: number;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `messages` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    downloadMessageAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                attachmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachment, as a download */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `messages` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listConversation: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                a: string;
                b: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            from: string;
                            to: string;
                            sender: {
                                _id: string;
                                firstName: string;
                                lastName: string;
                                displayName: string;
                                role: number;
                            };
                            receiver: {
                                _id: string;
                                firstName: string;
                                lastName: string;
                                displayName: string;
                                role: number;
                            };
                            subject: string;
                            createdAt: string;
                            read: boolean;
                            readAt: string | null;
                            trashed: boolean;
                            replyTo: string | null;
                            attachmentCount: number;
                            body: string;
                            attachments: {
                                _id: string;
                                name: string;
                                mimeType: string;
                                size: number;
                            }[];
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalCapped?: boolean;
                        nextCursor?: string | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `messages` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listPayouts: {
        parameters: {
            query?: {
                vendorId?: string;
                from?: string;
                to?: string;
                status?: "Pending" | "Paid";
                page?: number;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            number: number;
                            vendor: {
                                _id: string;
                                displayName: string;
                            };
                            gross: number;
                            fee: number;
                            feeGst: number;
                            net: number;
                            saleCount: number;
                            adjustmentCount: number;
                            adjustmentNet: number;
                            createdBy: {
                                _id: string;
                                name: string;
                            } | null;
                            bankReference: string;
                            paidAt: string | null;
                            markedPaidBy: {
                                _id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            /** @enum {string} */
                            status: "Pending" | "Paid";
                            sentToBankAt: string | null;
                            bankProblem: string | null;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalCapped?: boolean;
                        nextCursor?: string | null;
                        totals: {
                            gross: number;
                            fee: number;
                            feeGst: number;
                            net: number;
                            count: number;
                            paidCount: number;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `money.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    exportPayouts: {
        parameters: {
            query?: {
                vendorId?: string;
                from?: string;
                to?: string;
                status?: "Pending" | "Paid";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filtered payouts as CSV, streamed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `money.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getStatement: {
        parameters: {
            query?: {
                vendorId?: string;
                from?: string;
                to?: string;
                state?: "not_delivered" | "awaiting_payout" | "in_payout" | "paid_out";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            saleId: string;
                            orderNumber: number;
                            customer: string;
                            date: string;
                            /** @enum {string} */
                            status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                            price: number;
                            shippingFee: number;
                            subtotal: number;
                            fee: number;
                            feeGst: number;
                            net: number;
                            refunded: number;
                            vendor: {
                                _id: string;
                                displayName: string;
                            };
                            payout: {
                                _id: string;
                                number: number;
                                paidAt: string | null;
                            } | null;
                            /** @enum {string} */
                            state: "not_delivered" | "awaiting_payout" | "in_payout" | "paid_out";
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalCapped?: boolean;
                        nextCursor?: string | null;
                        totals: {
                            count: number;
                            subtotal: number;
                            fee: number;
                            feeGst: number;
                            net: number;
                            notDeliveredNet: number;
                            awaitingPayoutNet: number;
                            inPayoutNet: number;
                            paidOutNet: number;
                            refunded: number;
                            adjustmentCount: number;
                            adjustmentNet: number;
                            carriedNet: number;
                        };
                        adjustments: {
                            _id: string;
                            saleId: string;
                            orderNumber: number;
                            gross: number;
                            fee: number;
                            feeGst: number;
                            net: number;
                            /** @enum {string} */
                            reason: "cancelled" | "not_received" | "faulty" | "not_as_described" | "changed_mind" | "other";
                            vendor: {
                                _id: string;
                                displayName: string;
                            };
                            payout: {
                                _id: string;
                                number: number;
                                paidAt: string | null;
                            } | null;
                            feeNote: {
                                _id: string;
                                number: string;
                                date: string;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `money.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    exportStatement: {
        parameters: {
            query?: {
                vendorId?: string;
                from?: string;
                to?: string;
                state?: "not_delivered" | "awaiting_payout" | "in_payout" | "paid_out";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement as CSV, streamed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `money.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    downloadAbaFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    payouts: string[];
                    /** @default false */
                    resend?: boolean;
                };
            };
        };
        responses: {
            /** @description The ABA (Cemtex) file to upload to the bank */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": Blob;
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `payouts` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listVendorsOwed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            displayName: string;
                            active: boolean;
                            net: number;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `payouts` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listRemittableSales: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            orderNumber: number;
                            customer: string;
                            deliveredAt: string;
                            price: number;
                            shippingFee: number;
                            subtotal: number;
                            fee: number;
                            feeGst: number;
                            net: number;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalCapped?: boolean;
                        nextCursor?: string | null;
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        totals: {
                            count: number;
                            subtotal: number;
                            fee: number;
                            feeGst: number;
                            net: number;
                        };
                        selectable: {
                            _id: string;
                            subtotal: number;
                            fee: number;
                            feeGst: number;
                            net: number;
                        }[];
                        carried: {
                            count: number;
                            gross: number;
                            fee: number;
                            feeGst: number;
                            net: number;
                            items: {
                                _id: string;
                                saleId: string;
                                orderNumber: number;
                                gross: number;
                                fee: number;
                                feeGst: number;
                                net: number;
                                /** @enum {string} */
                                reason: "cancelled" | "not_received" | "faulty" | "not_as_described" | "changed_mind" | "other";
                                vendor: {
                                    _id: string;
                                    displayName: string;
                                };
                                payout: {
                                    _id: string;
                                    number: number;
                                    paidAt: string | null;
                                } | null;
                                feeNote: {
                                    _id: string;
                                    number: string;
                                    date: string;
                                } | null;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `payouts` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getPayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: number;
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        gross: number;
                        fee: number;
                        feeGst: number;
                        net: number;
                        saleCount: number;
                        adjustmentCount: number;
                        adjustmentNet: number;
                        createdBy: {
                            _id: string;
                            name: string;
                        } | null;
                        bankReference: string;
                        paidAt: string | null;
                        markedPaidBy: {
                            _id: string;
                            name: string;
                        } | null;
                        createdAt: string;
                        /** @enum {string} */
                        status: "Pending" | "Paid";
                        sentToBankAt: string | null;
                        bankProblem: string | null;
                        sales: {
                            saleId: string;
                            orderNumber: number;
                            customer: string;
                            date: string;
                            subtotal: number;
                            fee: number;
                            feeGst: number;
                            net: number;
                            /** @enum {string} */
                            status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                        }[];
                        adjustments: {
                            _id: string;
                            saleId: string;
                            orderNumber: number;
                            gross: number;
                            fee: number;
                            feeGst: number;
                            net: number;
                            /** @enum {string} */
                            reason: "cancelled" | "not_received" | "faulty" | "not_as_described" | "changed_mind" | "other";
                            vendor: {
                                _id: string;
                                displayName: string;
                            };
                            payout: {
                                _id: string;
                                number: number;
                                paidAt: string | null;
                            } | null;
                            feeNote: {
                                _id: string;
                                number: string;
                                date: string;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `money.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    createPayout: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                /** @description The vendor's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sales: string[];
                    /** @default  */
                    bankReference?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: number;
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        gross: number;
                        fee: number;
                        feeGst: number;
                        net: number;
                        saleCount: number;
                        adjustmentCount: number;
                        adjustmentNet: number;
                        createdBy: {
                            _id: string;
                            name: string;
                        } | null;
                        bankReference: string;
                        paidAt: string | null;
                        markedPaidBy: {
                            _id: string;
                            name: string;
                        } | null;
                        createdAt: string;
                        /** @enum {string} */
                        status: "Pending" | "Paid";
                        sentToBankAt: string | null;
                        bankProblem: string | null;
                        sales: {
                            saleId: string;
                            orderNumber: number;
                            customer: string;
                            date: string;
                            subtotal: number;
                            fee: number;
                            feeGst: number;
                            net: number;
                            /** @enum {string} */
                            status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                        }[];
                        adjustments: {
                            _id: string;
                            saleId: string;
                            orderNumber: number;
                            gross: number;
                            fee: number;
                            feeGst: number;
                            net: number;
                            /** @enum {string} */
                            reason: "cancelled" | "not_received" | "faulty" | "not_as_described" | "changed_mind" | "other";
                            vendor: {
                                _id: string;
                                displayName: string;
                            };
                            payout: {
                                _id: string;
                                number: number;
                                paidAt: string | null;
                            } | null;
                            feeNote: {
                                _id: string;
                                number: string;
                                date: string;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: number;
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        gross: number;
                        fee: number;
                        feeGst: number;
                        net: number;
                        saleCount: number;
                        adjustmentCount: number;
                        adjustmentNet: number;
                        createdBy: {
                            _id: string;
                            name: string;
                        } | null;
                        bankReference: string;
                        paidAt: string | null;
                        markedPaidBy: {
                            _id: string;
                            name: string;
                        } | null;
                        createdAt: string;
                        /** @enum {string} */
                        status: "Pending" | "Paid";
                        sentToBankAt: string | null;
                        bankProblem: string | null;
                        sales: {
                            saleId: string;
                            orderNumber: number;
                            customer: string;
                            date: string;
                            subtotal: number;
                            fee: number;
                            feeGst: number;
                            net: number;
                            /** @enum {string} */
                            status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                        }[];
                        adjustments: {
                            _id: string;
                            saleId: string;
                            orderNumber: number;
                            gross: number;
                            fee: number;
                            feeGst: number;
                            net: number;
                            /** @enum {string} */
                            reason: "cancelled" | "not_received" | "faulty" | "not_as_described" | "changed_mind" | "other";
                            vendor: {
                                _id: string;
                                displayName: string;
                            };
                            payout: {
                                _id: string;
                                number: number;
                                paidAt: string | null;
                            } | null;
                            feeNote: {
                                _id: string;
                                number: string;
                                date: string;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `payouts` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getPayoutInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tax invoice as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `money.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    markPayoutPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bankReference: string;
                    /** Format: date */
                    paidAt: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: number;
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        gross: number;
                        fee: number;
                        feeGst: number;
                        net: number;
                        saleCount: number;
                        adjustmentCount: number;
                        adjustmentNet: number;
                        createdBy: {
                            _id: string;
                            name: string;
                        } | null;
                        bankReference: string;
                        paidAt: string | null;
                        markedPaidBy: {
                            _id: string;
                            name: string;
                        } | null;
                        createdAt: string;
                        /** @enum {string} */
                        status: "Pending" | "Paid";
                        sentToBankAt: string | null;
                        bankProblem: string | null;
                        sales: {
                            saleId: string;
                            orderNumber: number;
                            customer: string;
                            date: string;
                            subtotal: number;
                            fee: number;
                            feeGst: number;
                            net: number;
                            /** @enum {string} */
                            status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                        }[];
                        adjustments: {
                            _id: string;
                            saleId: string;
                            orderNumber: number;
                            gross: number;
                            fee: number;
                            feeGst: number;
                            net: number;
                            /** @enum {string} */
                            reason: "cancelled" | "not_received" | "faulty" | "not_as_described" | "changed_mind" | "other";
                            vendor: {
                                _id: string;
                                displayName: string;
                            };
                            payout: {
                                _id: string;
                                number: number;
                                paidAt: string | null;
                            } | null;
                            feeNote: {
                                _id: string;
                                number: string;
                                date: string;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `payouts` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getPayoutSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        schedule: {
                            /** @enum {string} */
                            interval: "weekly" | "fortnightly" | "monthly" | "manual";
                            weekday: number | null;
                            dayOfMonth: number | null;
                            minimum: number;
                            holdDays: number;
                            nextDate: string | null;
                            updatedAt: string | null;
                        } | null;
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `money.read` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    savePayoutSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    interval: "weekly" | "fortnightly" | "monthly";
                    weekday?: number | (string | null);
                    dayOfMonth?: number | (string | null);
                    minimum: string | number;
                    holdDays?: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        schedule: {
                            /** @enum {string} */
                            interval: "weekly" | "fortnightly" | "monthly" | "manual";
                            weekday: number | null;
                            dayOfMonth: number | null;
                            minimum: number;
                            holdDays: number;
                            nextDate: string | null;
                            updatedAt: string | null;
                        } | null;
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `payouts` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getVendorPayoutSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        own: {
                            /** @enum {string} */
                            interval: "weekly" | "fortnightly" | "monthly" | "manual";
                            weekday: number | null;
                            dayOfMonth: number | null;
                            minimum: number;
                            holdDays: number;
                            nextDate: string | null;
                            updatedAt: string | null;
                        } | null;
                        applies: {
                            /** @enum {string} */
                            interval: "weekly" | "fortnightly" | "monthly" | "manual";
                            weekday: number | null;
                            dayOfMonth: number | null;
                            minimum: number;
                            holdDays: number;
                            nextDate: string | null;
                            updatedAt: string | null;
                        } | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `money.read` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    saveVendorPayoutSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    interval: "weekly" | "fortnightly" | "monthly" | "manual" | "marketplace";
                    weekday?: number | (string | null);
                    dayOfMonth?: number | (string | null);
                    minimum?: string | number;
                    holdDays?: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        own: {
                            /** @enum {string} */
                            interval: "weekly" | "fortnightly" | "monthly" | "manual";
                            weekday: number | null;
                            dayOfMonth: number | null;
                            minimum: number;
                            holdDays: number;
                            nextDate: string | null;
                            updatedAt: string | null;
                        } | null;
                        applies: {
                            /** @enum {string} */
                            interval: "weekly" | "fortnightly" | "monthly" | "manual";
                            weekday: number | null;
                            dayOfMonth: number | null;
                            minimum: number;
                            holdDays: number;
                            nextDate: string | null;
                            updatedAt: string | null;
                        } | null;
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `payouts` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getPayoutForecast: {
        parameters: {
            query?: {
                vendorId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nextDate: string | null;
                        amount: number;
                        sales: {
                            count: number;
                            net: number;
                        };
                        deductions: {
                            count: number;
                            net: number;
                        };
                        belowMinimum: boolean;
                        minimum: number;
                        holdDays: number;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `money.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getCommissionRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rules: {
                            /** Format: uuid */
                            _id: string;
                            vendor: {
                                /** Format: uuid */
                                _id: string;
                                displayName: string;
                            } | null;
                            category: {
                                /** Format: uuid */
                                _id: string;
                                title: string;
                                level: number;
                            } | null;
                            percent: number;
                            fixed: number;
                            min: number | null;
                            max: number | null;
                            startsAt: string | null;
                            endsAt: string | null;
                            note: string;
                            inForce: boolean;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        builtInDefault: {
                            percent: number;
                            fixed: number;
                            note: string;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `money.read` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    createCommissionRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    vendorId?: string | null;
                    /** Format: uuid */
                    categoryId?: string | null;
                    percent: string | number;
                    fixed: string | number;
                    min?: number | (string | null);
                    max?: number | (string | null);
                    startsAt?: string | null;
                    endsAt?: string | null;
                    note: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rule: {
                            /** Format: uuid */
                            _id: string;
                            vendor: {
                                /** Format: uuid */
                                _id: string;
                                displayName: string;
                            } | null;
                            category: {
                                /** Format: uuid */
                                _id: string;
                                title: string;
                                level: number;
                            } | null;
                            percent: number;
                            fixed: number;
                            min: number | null;
                            max: number | null;
                            startsAt: string | null;
                            endsAt: string | null;
                            note: string;
                            inForce: boolean;
                            createdAt: string;
                            updatedAt: string;
                        };
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `commissions` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getMyCommissionRules: {
        parameters: {
            query?: {
                vendorId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rules: {
                            /** Format: uuid */
                            _id: string;
                            category: {
                                /** Format: uuid */
                                _id: string;
                                title: string;
                                level: number;
                            } | null;
                            percent: number;
                            fixed: number;
                            min: number | null;
                            max: number | null;
                            startsAt: string | null;
                            endsAt: string | null;
                            note: string;
                            inForce: boolean;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        builtInDefault: {
                            percent: number;
                            fixed: number;
                            note: string;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `vendors.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    previewCommission: {
        parameters: {
            query: {
                vendorId?: string;
                categoryId?: string;
                price: string | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fee: number;
                        rule: {
                            /** Format: uuid */
                            _id: string;
                            note: string;
                            percent: number;
                            fixed: number;
                        } | null;
                        note: string;
                        percent: number;
                        fixed: number;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `vendors.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    updateCommissionRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    vendorId?: string | null;
                    /** Format: uuid */
                    categoryId?: string | null;
                    percent: string | number;
                    fixed: string | number;
                    min?: number | (string | null);
                    max?: number | (string | null);
                    startsAt?: string | null;
                    endsAt?: string | null;
                    note: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rule: {
                            /** Format: uuid */
                            _id: string;
                            vendor: {
                                /** Format: uuid */
                                _id: string;
                                displayName: string;
                            } | null;
                            category: {
                                /** Format: uuid */
                                _id: string;
                                title: string;
                                level: number;
                            } | null;
                            percent: number;
                            fixed: number;
                            min: number | null;
                            max: number | null;
                            startsAt: string | null;
                            endsAt: string | null;
                            note: string;
                            inForce: boolean;
                            createdAt: string;
                            updatedAt: string;
                        };
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `commissions` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteCommissionRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `commissions` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    placeOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: a retry with the same key and body answers the same order and creates nothing */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer_name: string;
                    /** Format: email */
                    customer_email: string;
                    /** @default  */
                    customer_phone?: string;
                    /** @default  */
                    transaction_id?: string;
                    payment_method: string;
                    delivery_address: {
                        /** @default  */
                        unit?: string;
                        c_address: string;
                        suburb: string;
                        /** @enum {string} */
                        state: "NSW" | "VIC" | "QLD" | "SA" | "WA" | "TAS" | "NT" | "ACT";
                        /** @default Australia */
                        country?: string;
                        postcode: string;
                    };
                    items: {
                        /** Format: uuid */
                        productId: string;
                        /** Format: uuid */
                        variantId?: string;
                        qty: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: number;
                        customer_name: string;
                        customer_email: string;
                        customer_phone: string;
                        transaction_id: string;
                        payment_method: string;
                        delivery_address: {
                            unit: string;
                            c_address: string;
                            suburb: string;
                            state: string;
                            country: string;
                            postcode: string;
                        };
                        products: {
                            _id: string;
                            productId: string | null;
                            name: string;
                            variant: string;
                            image: string | null;
                            qty: number;
                            price: number;
                            gstFree: boolean;
                            vendor: {
                                _id: string;
                                displayName: string;
                            };
                        }[];
                        /** @enum {string} */
                        status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                        shippingFee: number;
                        subtotal: number;
                        amount: number;
                        refunded: number;
                        sales: {
                            _id: string;
                            vendorId: {
                                _id: string;
                                displayName: string;
                            };
                            /** @enum {string} */
                            status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                            tracking_number: string;
                            trackingUrl: string | null;
                            price: number;
                            shippingFee: number;
                            subtotal: number;
                            refunded: number;
                        }[];
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: number;
                        customer_name: string;
                        customer_email: string;
                        customer_phone: string;
                        transaction_id: string;
                        payment_method: string;
                        delivery_address: {
                            unit: string;
                            c_address: string;
                            suburb: string;
                            state: string;
                            country: string;
                            postcode: string;
                        };
                        products: {
                            _id: string;
                            productId: string | null;
                            name: string;
                            variant: string;
                            image: string | null;
                            qty: number;
                            price: number;
                            gstFree: boolean;
                            vendor: {
                                _id: string;
                                displayName: string;
                            };
                        }[];
                        /** @enum {string} */
                        status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                        shippingFee: number;
                        subtotal: number;
                        amount: number;
                        refunded: number;
                        sales: {
                            _id: string;
                            vendorId: {
                                _id: string;
                                displayName: string;
                            };
                            /** @enum {string} */
                            status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                            tracking_number: string;
                            trackingUrl: string | null;
                            price: number;
                            shippingFee: number;
                            subtotal: number;
                            refunded: number;
                        }[];
                        createdAt: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                cursor?: string;
                q?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            number: number;
                            customer_name: string;
                            customer_email: string;
                            customer_phone: string;
                            transaction_id: string;
                            payment_method: string;
                            delivery_address: {
                                unit: string;
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                            products: {
                                _id: string;
                                productId: string | null;
                                name: string;
                                variant: string;
                                image: string | null;
                                qty: number;
                                price: number;
                                gstFree: boolean;
                                vendor: {
                                    _id: string;
                                    displayName: string;
                                };
                            }[];
                            /** @enum {string} */
                            status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                            shippingFee: number;
                            subtotal: number;
                            amount: number;
                            refunded: number;
                            sales: {
                                _id: string;
                                vendorId: {
                                    _id: string;
                                    displayName: string;
                                };
                                /** @enum {string} */
                                status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                                tracking_number: string;
                                trackingUrl: string | null;
                                price: number;
                                shippingFee: number;
                                subtotal: number;
                                refunded: number;
                            }[];
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalCapped?: boolean;
                        nextCursor?: string | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `sales.read` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: number;
                        customer_name: string;
                        customer_email: string;
                        customer_phone: string;
                        transaction_id: string;
                        payment_method: string;
                        delivery_address: {
                            unit: string;
                            c_address: string;
                            suburb: string;
                            state: string;
                            country: string;
                            postcode: string;
                        };
                        products: {
                            _id: string;
                            productId: string | null;
                            name: string;
                            variant: string;
                            image: string | null;
                            qty: number;
                            price: number;
                            gstFree: boolean;
                            vendor: {
                                _id: string;
                                displayName: string;
                            };
                        }[];
                        /** @enum {string} */
                        status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                        shippingFee: number;
                        subtotal: number;
                        amount: number;
                        refunded: number;
                        sales: {
                            _id: string;
                            vendorId: {
                                _id: string;
                                displayName: string;
                            };
                            /** @enum {string} */
                            status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                            tracking_number: string;
                            trackingUrl: string | null;
                            price: number;
                            shippingFee: number;
                            subtotal: number;
                            refunded: number;
                        }[];
                        createdAt: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `sales.read` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listMySales: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                cursor?: string;
                q?: string;
                status?: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                from?: string;
                to?: string;
                sort?: "newest" | "oldest" | "amount" | "-amount";
                vendorId?: string;
                counts?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            order_id: {
                                _id: string;
                                number: number;
                                customer_name: string;
                                customer_email: string;
                                customer_phone: string;
                                transaction_id: string;
                                payment_method: string;
                                delivery_address: {
                                    unit: string;
                                    c_address: string;
                                    suburb: string;
                                    state: string;
                                    country: string;
                                    postcode: string;
                                };
                            };
                            items: {
                                _id: string;
                                productId: string | null;
                                name: string;
                                variant: string;
                                image: string | null;
                                qty: number;
                                price: number;
                                gstFree: boolean;
                            }[];
                            /** @enum {string} */
                            status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                            tracking_number: string;
                            carrier: string | null;
                            trackingUrl: string | null;
                            price: number;
                            shippingFee: number;
                            subtotal: number;
                            fee: number;
                            feeGst: number;
                            net: number;
                            refunded: number;
                            /** @enum {string|null} */
                            payoutState: "not_delivered" | "awaiting_payout" | "in_payout" | "paid_out" | null;
                            vendorId: {
                                _id: string;
                                displayName: string;
                            };
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalCapped?: boolean;
                        nextCursor?: string | null;
                        statusCounts?: {
                            [key: string]: number;
                        } | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listSales: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                cursor?: string;
                q?: string;
                status?: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                from?: string;
                to?: string;
                sort?: "newest" | "oldest" | "amount" | "-amount";
                vendorId?: string;
                counts?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            order_id: {
                                _id: string;
                                number: number;
                                customer_name: string;
                                customer_email: string;
                                customer_phone: string;
                                transaction_id: string;
                                payment_method: string;
                                delivery_address: {
                                    unit: string;
                                    c_address: string;
                                    suburb: string;
                                    state: string;
                                    country: string;
                                    postcode: string;
                                };
                            };
                            items: {
                                _id: string;
                                productId: string | null;
                                name: string;
                                variant: string;
                                image: string | null;
                                qty: number;
                                price: number;
                                gstFree: boolean;
                            }[];
                            /** @enum {string} */
                            status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                            tracking_number: string;
                            carrier: string | null;
                            trackingUrl: string | null;
                            price: number;
                            shippingFee: number;
                            subtotal: number;
                            fee: number;
                            feeGst: number;
                            net: number;
                            refunded: number;
                            /** @enum {string|null} */
                            payoutState: "not_delivered" | "awaiting_payout" | "in_payout" | "paid_out" | null;
                            vendorId: {
                                _id: string;
                                displayName: string;
                            };
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalCapped?: boolean;
                        nextCursor?: string | null;
                        statusCounts?: {
                            [key: string]: number;
                        } | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `sales.read` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    exportSales: {
        parameters: {
            query?: {
                cursor?: string;
                q?: string;
                status?: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                from?: string;
                to?: string;
                sort?: "newest" | "oldest" | "amount" | "-amount";
                vendorId?: string;
                counts?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filtered sales as CSV, streamed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `sales.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getEarnings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `money.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        order_id: {
                            _id: string;
                            number: number;
                            customer_name: string;
                            customer_email: string;
                            customer_phone: string;
                            transaction_id: string;
                            payment_method: string;
                            delivery_address: {
                                unit: string;
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                        };
                        items: {
                            _id: string;
                            productId: string | null;
                            name: string;
                            variant: string;
                            image: string | null;
                            qty: number;
                            price: number;
                            gstFree: boolean;
                        }[];
                        /** @enum {string} */
                        status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                        tracking_number: string;
                        carrier: string | null;
                        trackingUrl: string | null;
                        price: number;
                        shippingFee: number;
                        subtotal: number;
                        fee: number;
                        feeGst: number;
                        net: number;
                        refunded: number;
                        /** @enum {string|null} */
                        payoutState: "not_delivered" | "awaiting_payout" | "in_payout" | "paid_out" | null;
                        vendorId: {
                            _id: string;
                            displayName: string;
                        };
                        createdAt: string;
                        updatedAt: string;
                        payout: {
                            _id: string;
                            number: number;
                            paidAt: string | null;
                        } | null;
                        history: {
                            /** @enum {string|null} */
                            from: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel" | null;
                            /** @enum {string} */
                            to: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                            tracking_number: string;
                            by: {
                                _id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                        }[];
                        nextStatuses: ("Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel")[];
                        refunds: {
                            _id: string;
                            amount: number;
                            shipping: number;
                            total: number;
                            /** @enum {string} */
                            reason: "cancelled" | "not_received" | "faulty" | "not_as_described" | "changed_mind" | "other";
                            note: string;
                            restock: {
                                itemId: string;
                                name: string;
                                qty: number;
                            }[];
                            items: {
                                itemId: string;
                                name: string;
                                qty: number;
                                amount: number;
                            }[];
                            feeChange: number;
                            netChange: number;
                            afterPayout: boolean;
                            deductedIn: {
                                _id: string;
                                number: number;
                                paidAt: string | null;
                            } | null;
                            by: {
                                _id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                        }[];
                        refundable: {
                            amount: number;
                            shipping: number;
                            items: {
                                itemId: string;
                                qty: number;
                                amount: number;
                            }[];
                        };
                        netAfterRefunds: number;
                        fees: {
                            itemId: string;
                            fee: number;
                            note: string;
                            percent: number | null;
                            fixed: number | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `sales.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listSaleAdjustmentNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            /** @enum {string} */
                            kind: "buyer" | "fee";
                            number: string;
                            date: string;
                            amount: number;
                            gst: number;
                            originalNumber: string;
                            originalDate: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `sales.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getSaleInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `sales.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getSalePackingSlip: {
        parameters: {
            query?: {
                prices?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The packing slip as PDF, streamed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `sales.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    printPackingSlips: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    saleIds: string[];
                    /** @default false */
                    prices?: boolean;
                };
            };
        };
        responses: {
            /** @description The pick list and packing slips as PDF, streamed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `sales.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    changeSaleStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                saleId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                    /** @default  */
                    tracking_number?: string;
                    /** @enum {string} */
                    carrier?: "Australia Post" | "StarTrack" | "Aramex" | "CouriersPlease" | "DHL" | "TNT" | "Sendle";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        order_id: {
                            _id: string;
                            number: number;
                            customer_name: string;
                            customer_email: string;
                            customer_phone: string;
                            transaction_id: string;
                            payment_method: string;
                            delivery_address: {
                                unit: string;
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                        };
                        items: {
                            _id: string;
                            productId: string | null;
                            name: string;
                            variant: string;
                            image: string | null;
                            qty: number;
                            price: number;
                            gstFree: boolean;
                        }[];
                        /** @enum {string} */
                        status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                        tracking_number: string;
                        carrier: string | null;
                        trackingUrl: string | null;
                        price: number;
                        shippingFee: number;
                        subtotal: number;
                        fee: number;
                        feeGst: number;
                        net: number;
                        refunded: number;
                        /** @enum {string|null} */
                        payoutState: "not_delivered" | "awaiting_payout" | "in_payout" | "paid_out" | null;
                        vendorId: {
                            _id: string;
                            displayName: string;
                        };
                        createdAt: string;
                        updatedAt: string;
                        payout: {
                            _id: string;
                            number: number;
                            paidAt: string | null;
                        } | null;
                        history: {
                            /** @enum {string|null} */
                            from: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel" | null;
                            /** @enum {string} */
                            to: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                            tracking_number: string;
                            by: {
                                _id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                        }[];
                        nextStatuses: ("Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel")[];
                        refunds: {
                            _id: string;
                            amount: number;
                            shipping: number;
                            total: number;
                            /** @enum {string} */
                            reason: "cancelled" | "not_received" | "faulty" | "not_as_described" | "changed_mind" | "other";
                            note: string;
                            restock: {
                                itemId: string;
                                name: string;
                                qty: number;
                            }[];
                            items: {
                                itemId: string;
                                name: string;
                                qty: number;
                                amount: number;
                            }[];
                            feeChange: number;
                            netChange: number;
                            afterPayout: boolean;
                            deductedIn: {
                                _id: string;
                                number: number;
                                paidAt: string | null;
                            } | null;
                            by: {
                                _id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                        }[];
                        refundable: {
                            amount: number;
                            shipping: number;
                            items: {
                                itemId: string;
                                qty: number;
                                amount: number;
                            }[];
                        };
                        netAfterRefunds: number;
                        fees: {
                            itemId: string;
                            fee: number;
                            note: string;
                            percent: number | null;
                            fixed: number | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the permission its action needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    resendSaleMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    input?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `sales.status` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    refundSale: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                saleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount?: number | string;
                    /** @default [] */
                    items?: {
                        /** Format: uuid */
                        itemId: string;
                        qty: number;
                    }[];
                    shipping?: number | string;
                    /** @enum {string} */
                    reason: "not_received" | "faulty" | "not_as_described" | "changed_mind" | "other";
                    /** @default  */
                    note?: string;
                    /** @default [] */
                    restock?: {
                        /** Format: uuid */
                        itemId: string;
                        qty: number;
                    }[];
                    /** Format: uuid */
                    closeReturnId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        order_id: {
                            _id: string;
                            number: number;
                            customer_name: string;
                            customer_email: string;
                            customer_phone: string;
                            transaction_id: string;
                            payment_method: string;
                            delivery_address: {
                                unit: string;
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                        };
                        items: {
                            _id: string;
                            productId: string | null;
                            name: string;
                            variant: string;
                            image: string | null;
                            qty: number;
                            price: number;
                            gstFree: boolean;
                        }[];
                        /** @enum {string} */
                        status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                        tracking_number: string;
                        carrier: string | null;
                        trackingUrl: string | null;
                        price: number;
                        shippingFee: number;
                        subtotal: number;
                        fee: number;
                        feeGst: number;
                        net: number;
                        refunded: number;
                        /** @enum {string|null} */
                        payoutState: "not_delivered" | "awaiting_payout" | "in_payout" | "paid_out" | null;
                        vendorId: {
                            _id: string;
                            displayName: string;
                        };
                        createdAt: string;
                        updatedAt: string;
                        payout: {
                            _id: string;
                            number: number;
                            paidAt: string | null;
                        } | null;
                        history: {
                            /** @enum {string|null} */
                            from: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel" | null;
                            /** @enum {string} */
                            to: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                            tracking_number: string;
                            by: {
                                _id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                        }[];
                        nextStatuses: ("Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel")[];
                        refunds: {
                            _id: string;
                            amount: number;
                            shipping: number;
                            total: number;
                            /** @enum {string} */
                            reason: "cancelled" | "not_received" | "faulty" | "not_as_described" | "changed_mind" | "other";
                            note: string;
                            restock: {
                                itemId: string;
                                name: string;
                                qty: number;
                            }[];
                            items: {
                                itemId: string;
                                name: string;
                                qty: number;
                                amount: number;
                            }[];
                            feeChange: number;
                            netChange: number;
                            afterPayout: boolean;
                            deductedIn: {
                                _id: string;
                                number: number;
                                paidAt: string | null;
                            } | null;
                            by: {
                                _id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                        }[];
                        refundable: {
                            amount: number;
                            shipping: number;
                            items: {
                                itemId: string;
                                qty: number;
                                amount: number;
                            }[];
                        };
                        netAfterRefunds: number;
                        fees: {
                            itemId: string;
                            fee: number;
                            note: string;
                            percent: number | null;
                            fixed: number | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        order_id: {
                            _id: string;
                            number: number;
                            customer_name: string;
                            customer_email: string;
                            customer_phone: string;
                            transaction_id: string;
                            payment_method: string;
                            delivery_address: {
                                unit: string;
                                c_address: string;
                                suburb: string;
                                state: string;
                                country: string;
                                postcode: string;
                            };
                        };
                        items: {
                            _id: string;
                            productId: string | null;
                            name: string;
                            variant: string;
                            image: string | null;
                            qty: number;
                            price: number;
                            gstFree: boolean;
                        }[];
                        /** @enum {string} */
                        status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                        tracking_number: string;
                        carrier: string | null;
                        trackingUrl: string | null;
                        price: number;
                        shippingFee: number;
                        subtotal: number;
                        fee: number;
                        feeGst: number;
                        net: number;
                        refunded: number;
                        /** @enum {string|null} */
                        payoutState: "not_delivered" | "awaiting_payout" | "in_payout" | "paid_out" | null;
                        vendorId: {
                            _id: string;
                            displayName: string;
                        };
                        createdAt: string;
                        updatedAt: string;
                        payout: {
                            _id: string;
                            number: number;
                            paidAt: string | null;
                        } | null;
                        history: {
                            /** @enum {string|null} */
                            from: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel" | null;
                            /** @enum {string} */
                            to: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                            tracking_number: string;
                            by: {
                                _id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                        }[];
                        nextStatuses: ("Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel")[];
                        refunds: {
                            _id: string;
                            amount: number;
                            shipping: number;
                            total: number;
                            /** @enum {string} */
                            reason: "cancelled" | "not_received" | "faulty" | "not_as_described" | "changed_mind" | "other";
                            note: string;
                            restock: {
                                itemId: string;
                                name: string;
                                qty: number;
                            }[];
                            items: {
                                itemId: string;
                                name: string;
                                qty: number;
                                amount: number;
                            }[];
                            feeChange: number;
                            netChange: number;
                            afterPayout: boolean;
                            deductedIn: {
                                _id: string;
                                number: number;
                                paidAt: string | null;
                            } | null;
                            by: {
                                _id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                        }[];
                        refundable: {
                            amount: number;
                            shipping: number;
                            items: {
                                itemId: string;
                                qty: number;
                                amount: number;
                            }[];
                        };
                        netAfterRefunds: number;
                        fees: {
                            itemId: string;
                            fee: number;
                            note: string;
                            percent: number | null;
                            fixed: number | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `refunds` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    openReturn: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        /** Format: uuid */
                        saleItemId: string;
                        qty: number;
                    }[];
                    /** @enum {string} */
                    reason: "not_received" | "faulty" | "not_as_described" | "changed_mind" | "other";
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        returns: {
                            _id: string;
                            number: number;
                            /** @enum {string} */
                            status: "requested" | "approved" | "rejected" | "received" | "refunded";
                            /** @enum {string} */
                            reason: "cancelled" | "not_received" | "faulty" | "not_as_described" | "changed_mind" | "other";
                            note: string;
                            rejectionReason: string;
                            saleId: string;
                            order: {
                                _id: string;
                                number: number;
                                customer_name: string;
                            };
                            vendor: {
                                _id: string;
                                displayName: string;
                            };
                            items: {
                                saleItemId: string;
                                name: string;
                                variant: string;
                                qty: number;
                                price: number;
                            }[];
                            amount: number;
                            openedBy: {
                                _id: string;
                                name: string;
                            } | null;
                            refund: {
                                _id: string;
                                total: number;
                                createdAt: string;
                                onSale: boolean;
                                keptItem: boolean;
                            } | null;
                            nextStatuses: ("requested" | "approved" | "rejected" | "received" | "refunded")[];
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        returns: {
                            _id: string;
                            number: number;
                            /** @enum {string} */
                            status: "requested" | "approved" | "rejected" | "received" | "refunded";
                            /** @enum {string} */
                            reason: "cancelled" | "not_received" | "faulty" | "not_as_described" | "changed_mind" | "other";
                            note: string;
                            rejectionReason: string;
                            saleId: string;
                            order: {
                                _id: string;
                                number: number;
                                customer_name: string;
                            };
                            vendor: {
                                _id: string;
                                displayName: string;
                            };
                            items: {
                                saleItemId: string;
                                name: string;
                                variant: string;
                                qty: number;
                                price: number;
                            }[];
                            amount: number;
                            openedBy: {
                                _id: string;
                                name: string;
                            } | null;
                            refund: {
                                _id: string;
                                total: number;
                                createdAt: string;
                                onSale: boolean;
                                keptItem: boolean;
                            } | null;
                            nextStatuses: ("requested" | "approved" | "rejected" | "received" | "refunded")[];
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listReturns: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: "requested" | "approved" | "rejected" | "received" | "refunded";
                saleId?: string;
                orderId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            number: number;
                            /** @enum {string} */
                            status: "requested" | "approved" | "rejected" | "received" | "refunded";
                            /** @enum {string} */
                            reason: "cancelled" | "not_received" | "faulty" | "not_as_described" | "changed_mind" | "other";
                            note: string;
                            rejectionReason: string;
                            saleId: string;
                            order: {
                                _id: string;
                                number: number;
                                customer_name: string;
                            };
                            vendor: {
                                _id: string;
                                displayName: string;
                            };
                            items: {
                                saleItemId: string;
                                name: string;
                                variant: string;
                                qty: number;
                                price: number;
                            }[];
                            amount: number;
                            openedBy: {
                                _id: string;
                                name: string;
                            } | null;
                            refund: {
                                _id: string;
                                total: number;
                                createdAt: string;
                                onSale: boolean;
                                keptItem: boolean;
                            } | null;
                            nextStatuses: ("requested" | "approved" | "rejected" | "received" | "refunded")[];
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalCapped?: boolean;
                        nextCursor?: string | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `returns` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: number;
                        /** @enum {string} */
                        status: "requested" | "approved" | "rejected" | "received" | "refunded";
                        /** @enum {string} */
                        reason: "cancelled" | "not_received" | "faulty" | "not_as_described" | "changed_mind" | "other";
                        note: string;
                        rejectionReason: string;
                        saleId: string;
                        order: {
                            _id: string;
                            number: number;
                            customer_name: string;
                        };
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        items: {
                            saleItemId: string;
                            name: string;
                            variant: string;
                            qty: number;
                            price: number;
                        }[];
                        amount: number;
                        openedBy: {
                            _id: string;
                            name: string;
                        } | null;
                        refund: {
                            _id: string;
                            total: number;
                            createdAt: string;
                            onSale: boolean;
                            keptItem: boolean;
                        } | null;
                        nextStatuses: ("requested" | "approved" | "rejected" | "received" | "refunded")[];
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `returns` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    updateReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "approved" | "rejected" | "received" | "refunded";
                    /** @default  */
                    reason?: string;
                    /** @default false */
                    keepItem?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: number;
                        /** @enum {string} */
                        status: "requested" | "approved" | "rejected" | "received" | "refunded";
                        /** @enum {string} */
                        reason: "cancelled" | "not_received" | "faulty" | "not_as_described" | "changed_mind" | "other";
                        note: string;
                        rejectionReason: string;
                        saleId: string;
                        order: {
                            _id: string;
                            number: number;
                            customer_name: string;
                        };
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        items: {
                            saleItemId: string;
                            name: string;
                            variant: string;
                            qty: number;
                            price: number;
                        }[];
                        amount: number;
                        openedBy: {
                            _id: string;
                            name: string;
                        } | null;
                        refund: {
                            _id: string;
                            total: number;
                            createdAt: string;
                            onSale: boolean;
                            keptItem: boolean;
                        } | null;
                        nextStatuses: ("requested" | "approved" | "rejected" | "received" | "refunded")[];
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the permission its action needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    createReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    saleId: string;
                    /** Format: uuid */
                    productId: string;
                    rating: number;
                    title?: string;
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        /** @enum {string} */
                        status: "visible" | "hidden";
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listProductReviews: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rating: {
                            average: number;
                            count: number;
                        };
                        items: {
                            _id: string;
                            rating: number;
                            title: string;
                            body: string;
                            author: string;
                            /** @enum {boolean} */
                            verifiedPurchase: true;
                            reply: {
                                body: string;
                                createdAt: string;
                                updatedAt: string;
                            } | null;
                            createdAt: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listReviews: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                rating?: number;
                status?: "visible" | "hidden";
                productId?: string;
                replied?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            rating: number;
                            title: string;
                            body: string;
                            author: string;
                            /** @enum {boolean} */
                            verifiedPurchase: true;
                            reply: {
                                body: string;
                                createdAt: string;
                                updatedAt: string;
                            } | null;
                            createdAt: string;
                            /** @enum {string} */
                            status: "visible" | "hidden";
                            hiddenReason: string | null;
                            product: {
                                _id: string | null;
                                name: string;
                            };
                            vendor: {
                                _id: string;
                                displayName: string;
                            };
                            saleId: string;
                            orderNumber: number;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `catalogue.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    replyToReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        rating: number;
                        title: string;
                        body: string;
                        author: string;
                        /** @enum {boolean} */
                        verifiedPurchase: true;
                        reply: {
                            body: string;
                            createdAt: string;
                            updatedAt: string;
                        } | null;
                        createdAt: string;
                        /** @enum {string} */
                        status: "visible" | "hidden";
                        hiddenReason: string | null;
                        product: {
                            _id: string | null;
                            name: string;
                        };
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        saleId: string;
                        orderNumber: number;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    hideReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        rating: number;
                        title: string;
                        body: string;
                        author: string;
                        /** @enum {boolean} */
                        verifiedPurchase: true;
                        reply: {
                            body: string;
                            createdAt: string;
                            updatedAt: string;
                        } | null;
                        createdAt: string;
                        /** @enum {string} */
                        status: "visible" | "hidden";
                        hiddenReason: string | null;
                        product: {
                            _id: string | null;
                            name: string;
                        };
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        saleId: string;
                        orderNumber: number;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `catalogue` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    restoreReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        rating: number;
                        title: string;
                        body: string;
                        author: string;
                        /** @enum {boolean} */
                        verifiedPurchase: true;
                        reply: {
                            body: string;
                            createdAt: string;
                            updatedAt: string;
                        } | null;
                        createdAt: string;
                        /** @enum {string} */
                        status: "visible" | "hidden";
                        hiddenReason: string | null;
                        product: {
                            _id: string | null;
                            name: string;
                        };
                        vendor: {
                            _id: string;
                            displayName: string;
                        };
                        saleId: string;
                        orderNumber: number;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `catalogue` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        earnings: number;
                        refunded: number;
                        returnsWaiting: number;
                        netWorth: number;
                        unreadMessages: number;
                        products: {
                            _id: string;
                            name: string;
                            stock: number;
                            approved: boolean;
                            price: number;
                            sales: boolean;
                            salesPrice: number;
                        }[];
                        latestOrders: {
                            _id: string;
                            href: string;
                            number: number;
                            total: number;
                            payment_method: string;
                            /** @enum {string} */
                            status: "Not processed" | "Processing" | "Shipped" | "Delivered" | "Cancel";
                            createdAt: string;
                        }[];
                        chart: {
                            date: string;
                            sales: number;
                            amount: number;
                            earnings: number;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `money.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getWorkQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documentsWaiting: number;
                        vendorChangesWaiting: number;
                        productsWaiting: number;
                        revisionsWaiting: number;
                        overdueSales: {
                            count: number;
                            placedUpTo: string;
                        };
                        vendorsOwed: {
                            vendors: number;
                            net: number;
                        };
                        returnsWaiting: number;
                        casesEscalated: number;
                        vendorsOverLimit: number;
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `work.read` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobs: {
                            name: string;
                            description: string;
                            intervalSeconds: number;
                            disabledReason: string | null;
                            running: boolean;
                            lastStartedAt: string | null;
                            lastFinishedAt: string | null;
                            /** @enum {string|null} */
                            lastOutcome: "succeeded" | "failed" | null;
                            lastSummary: {
                                [key: string]: number;
                            } | null;
                            lastError: string | null;
                            lastDurationMs: number | null;
                            nextRunAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `jobs` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    runJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        description: string;
                        intervalSeconds: number;
                        disabledReason: string | null;
                        running: boolean;
                        lastStartedAt: string | null;
                        lastFinishedAt: string | null;
                        /** @enum {string|null} */
                        lastOutcome: "succeeded" | "failed" | null;
                        lastSummary: {
                            [key: string]: number;
                        } | null;
                        lastError: string | null;
                        lastDurationMs: number | null;
                        nextRunAt: string | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `jobs` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    exportAccountData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A ZIP of CSV and JSON files with a README */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": Blob;
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    exportBuyerData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description A ZIP of CSV and JSON files with a README */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": Blob;
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `privacy.export` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    closeAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdjustmentNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The adjustment note as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `sales.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listVendorTeam: {
        parameters: {
            query?: {
                vendorId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "manager" | "catalogue" | "orders" | "finance";
                            passwordSet: boolean;
                            invitedAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `vendors.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    inviteVendorTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    name: string;
                    /** @enum {string} */
                    role: "manager" | "catalogue" | "orders" | "finance";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        member: {
                            _id: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "manager" | "catalogue" | "orders" | "finance";
                            passwordSet: boolean;
                            invitedAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    changeVendorTeamRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "manager" | "catalogue" | "orders" | "finance";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        member: {
                            _id: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "manager" | "catalogue" | "orders" | "finance";
                            passwordSet: boolean;
                            invitedAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    removeVendorTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    resendVendorTeamInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                unreadOnly?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            kind: "sale.new" | "return.requested" | "stock.low" | "stock.out" | "product.decision" | "vendorChange.decision" | "payout.created" | "payout.paid" | "message.received" | "document.decision" | "work.waiting" | "account.security" | "review.new" | "review.moderated" | "case.opened" | "case.escalated" | "case.decided" | "standards.changed";
                            title: string;
                            body: string;
                            link: string;
                            createdAt: string;
                            readAt: string | null;
                        }[];
                        nextCursor: string | null;
                        unread: number;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    markNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    /** @enum {boolean} */
                    all?: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread: number;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        kinds: {
                            /** @enum {string} */
                            kind: "sale.new" | "return.requested" | "stock.low" | "stock.out" | "product.decision" | "vendorChange.decision" | "payout.created" | "payout.paid" | "message.received" | "document.decision" | "work.waiting" | "account.security" | "review.new" | "review.moderated" | "case.opened" | "case.escalated" | "case.decided" | "standards.changed";
                            /** @enum {string} */
                            channel: "in_app" | "email" | "both" | "none";
                            locked: boolean;
                        }[];
                        dailyDigest: boolean;
                    };
                };
            };
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    kinds?: {
                        /** @enum {string} */
                        kind: "sale.new" | "return.requested" | "stock.low" | "stock.out" | "product.decision" | "vendorChange.decision" | "payout.created" | "payout.paid" | "message.received" | "document.decision" | "work.waiting" | "account.security" | "review.new" | "review.moderated" | "case.opened" | "case.escalated" | "case.decided" | "standards.changed";
                        /** @enum {string} */
                        channel: "in_app" | "email" | "both" | "none";
                    }[];
                    dailyDigest?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        kinds: {
                            /** @enum {string} */
                            kind: "sale.new" | "return.requested" | "stock.low" | "stock.out" | "product.decision" | "vendorChange.decision" | "payout.created" | "payout.paid" | "message.received" | "document.decision" | "work.waiting" | "account.security" | "review.new" | "review.moderated" | "case.opened" | "case.escalated" | "case.decided" | "standards.changed";
                            /** @enum {string} */
                            channel: "in_app" | "email" | "both" | "none";
                            locked: boolean;
                        }[];
                        dailyDigest: boolean;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    streamNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A stream of `notifications` events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": Blob;
                };
            };
            /** @description Too many attempts; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    openCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    saleId: string;
                    /** @enum {string} */
                    reason: "not_received" | "not_as_described" | "damaged_or_faulty" | "other";
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        number: number;
                        /** @enum {string} */
                        status: "open" | "responded" | "resolved" | "escalated" | "decided";
                        respondBy: string;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getOrderCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                caseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        number: number;
                        /** @enum {string} */
                        status: "open" | "responded" | "resolved" | "escalated" | "decided";
                        /** @enum {string} */
                        reason: "not_received" | "not_as_described" | "damaged_or_faulty" | "other";
                        saleId: string;
                        order: {
                            id: string;
                            number: number;
                            customerName: string;
                        };
                        vendor: {
                            id: string;
                            displayName: string;
                        };
                        openedAt: string;
                        respondBy: string;
                        firstResponseAt: string | null;
                        /** @enum {string|null} */
                        resolution: "refund" | "return" | "replacement" | "rejected" | null;
                        resolutionNote: string;
                        resolvedAt: string | null;
                        escalatedAt: string | null;
                        /** @enum {string|null} */
                        decision: "refund" | "no_action" | null;
                        decisionReason: string;
                        decidedAt: string | null;
                        refund: {
                            amount: number;
                            shipping: number;
                        } | null;
                        returnId: string | null;
                        timeline: {
                            id: string;
                            /** @enum {string} */
                            kind: "opened" | "message" | "resolved" | "escalated" | "decided";
                            /** @enum {string} */
                            author: "buyer" | "vendor" | "staff" | "system";
                            authorName: string;
                            body: string;
                            at: string;
                        }[];
                        canResolve: boolean;
                        canDecide: boolean;
                        canWrite: boolean;
                        refundable: {
                            amount: number;
                            shipping: number;
                            postageByDefault: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    writeOrderCaseMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                caseId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        number: number;
                        /** @enum {string} */
                        status: "open" | "responded" | "resolved" | "escalated" | "decided";
                        /** @enum {string} */
                        reason: "not_received" | "not_as_described" | "damaged_or_faulty" | "other";
                        saleId: string;
                        order: {
                            id: string;
                            number: number;
                            customerName: string;
                        };
                        vendor: {
                            id: string;
                            displayName: string;
                        };
                        openedAt: string;
                        respondBy: string;
                        firstResponseAt: string | null;
                        /** @enum {string|null} */
                        resolution: "refund" | "return" | "replacement" | "rejected" | null;
                        resolutionNote: string;
                        resolvedAt: string | null;
                        escalatedAt: string | null;
                        /** @enum {string|null} */
                        decision: "refund" | "no_action" | null;
                        decisionReason: string;
                        decidedAt: string | null;
                        refund: {
                            amount: number;
                            shipping: number;
                        } | null;
                        returnId: string | null;
                        timeline: {
                            id: string;
                            /** @enum {string} */
                            kind: "opened" | "message" | "resolved" | "escalated" | "decided";
                            /** @enum {string} */
                            author: "buyer" | "vendor" | "staff" | "system";
                            authorName: string;
                            body: string;
                            at: string;
                        }[];
                        canResolve: boolean;
                        canDecide: boolean;
                        canWrite: boolean;
                        refundable: {
                            amount: number;
                            shipping: number;
                            postageByDefault: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    escalateOrderCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                caseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        number: number;
                        /** @enum {string} */
                        status: "open" | "responded" | "resolved" | "escalated" | "decided";
                        /** @enum {string} */
                        reason: "not_received" | "not_as_described" | "damaged_or_faulty" | "other";
                        saleId: string;
                        order: {
                            id: string;
                            number: number;
                            customerName: string;
                        };
                        vendor: {
                            id: string;
                            displayName: string;
                        };
                        openedAt: string;
                        respondBy: string;
                        firstResponseAt: string | null;
                        /** @enum {string|null} */
                        resolution: "refund" | "return" | "replacement" | "rejected" | null;
                        resolutionNote: string;
                        resolvedAt: string | null;
                        escalatedAt: string | null;
                        /** @enum {string|null} */
                        decision: "refund" | "no_action" | null;
                        decisionReason: string;
                        decidedAt: string | null;
                        refund: {
                            amount: number;
                            shipping: number;
                        } | null;
                        returnId: string | null;
                        timeline: {
                            id: string;
                            /** @enum {string} */
                            kind: "opened" | "message" | "resolved" | "escalated" | "decided";
                            /** @enum {string} */
                            author: "buyer" | "vendor" | "staff" | "system";
                            authorName: string;
                            body: string;
                            at: string;
                        }[];
                        canResolve: boolean;
                        canDecide: boolean;
                        canWrite: boolean;
                        refundable: {
                            amount: number;
                            shipping: number;
                            postageByDefault: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listCases: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                status?: "open" | "responded" | "resolved" | "escalated" | "decided";
                saleId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            number: number;
                            /** @enum {string} */
                            status: "open" | "responded" | "resolved" | "escalated" | "decided";
                            /** @enum {string} */
                            reason: "not_received" | "not_as_described" | "damaged_or_faulty" | "other";
                            saleId: string;
                            order: {
                                id: string;
                                number: number;
                                customerName: string;
                            };
                            vendor: {
                                id: string;
                                displayName: string;
                            };
                            openedAt: string;
                            respondBy: string;
                            firstResponseAt: string | null;
                            /** @enum {string|null} */
                            resolution: "refund" | "return" | "replacement" | "rejected" | null;
                            resolutionNote: string;
                            resolvedAt: string | null;
                            escalatedAt: string | null;
                            /** @enum {string|null} */
                            decision: "refund" | "no_action" | null;
                            decisionReason: string;
                            decidedAt: string | null;
                            refund: {
                                amount: number;
                                shipping: number;
                            } | null;
                            returnId: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `cases` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        number: number;
                        /** @enum {string} */
                        status: "open" | "responded" | "resolved" | "escalated" | "decided";
                        /** @enum {string} */
                        reason: "not_received" | "not_as_described" | "damaged_or_faulty" | "other";
                        saleId: string;
                        order: {
                            id: string;
                            number: number;
                            customerName: string;
                        };
                        vendor: {
                            id: string;
                            displayName: string;
                        };
                        openedAt: string;
                        respondBy: string;
                        firstResponseAt: string | null;
                        /** @enum {string|null} */
                        resolution: "refund" | "return" | "replacement" | "rejected" | null;
                        resolutionNote: string;
                        resolvedAt: string | null;
                        escalatedAt: string | null;
                        /** @enum {string|null} */
                        decision: "refund" | "no_action" | null;
                        decisionReason: string;
                        decidedAt: string | null;
                        refund: {
                            amount: number;
                            shipping: number;
                        } | null;
                        returnId: string | null;
                        timeline: {
                            id: string;
                            /** @enum {string} */
                            kind: "opened" | "message" | "resolved" | "escalated" | "decided";
                            /** @enum {string} */
                            author: "buyer" | "vendor" | "staff" | "system";
                            authorName: string;
                            body: string;
                            at: string;
                        }[];
                        canResolve: boolean;
                        canDecide: boolean;
                        canWrite: boolean;
                        refundable: {
                            amount: number;
                            shipping: number;
                            postageByDefault: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `cases` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    writeCaseMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        number: number;
                        /** @enum {string} */
                        status: "open" | "responded" | "resolved" | "escalated" | "decided";
                        /** @enum {string} */
                        reason: "not_received" | "not_as_described" | "damaged_or_faulty" | "other";
                        saleId: string;
                        order: {
                            id: string;
                            number: number;
                            customerName: string;
                        };
                        vendor: {
                            id: string;
                            displayName: string;
                        };
                        openedAt: string;
                        respondBy: string;
                        firstResponseAt: string | null;
                        /** @enum {string|null} */
                        resolution: "refund" | "return" | "replacement" | "rejected" | null;
                        resolutionNote: string;
                        resolvedAt: string | null;
                        escalatedAt: string | null;
                        /** @enum {string|null} */
                        decision: "refund" | "no_action" | null;
                        decisionReason: string;
                        decidedAt: string | null;
                        refund: {
                            amount: number;
                            shipping: number;
                        } | null;
                        returnId: string | null;
                        timeline: {
                            id: string;
                            /** @enum {string} */
                            kind: "opened" | "message" | "resolved" | "escalated" | "decided";
                            /** @enum {string} */
                            author: "buyer" | "vendor" | "staff" | "system";
                            authorName: string;
                            body: string;
                            at: string;
                        }[];
                        canResolve: boolean;
                        canDecide: boolean;
                        canWrite: boolean;
                        refundable: {
                            amount: number;
                            shipping: number;
                            postageByDefault: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `cases` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    resolveCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    outcome: "refund" | "return" | "replacement" | "rejected";
                    amount?: number | string;
                    includePostage?: boolean;
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        number: number;
                        /** @enum {string} */
                        status: "open" | "responded" | "resolved" | "escalated" | "decided";
                        /** @enum {string} */
                        reason: "not_received" | "not_as_described" | "damaged_or_faulty" | "other";
                        saleId: string;
                        order: {
                            id: string;
                            number: number;
                            customerName: string;
                        };
                        vendor: {
                            id: string;
                            displayName: string;
                        };
                        openedAt: string;
                        respondBy: string;
                        firstResponseAt: string | null;
                        /** @enum {string|null} */
                        resolution: "refund" | "return" | "replacement" | "rejected" | null;
                        resolutionNote: string;
                        resolvedAt: string | null;
                        escalatedAt: string | null;
                        /** @enum {string|null} */
                        decision: "refund" | "no_action" | null;
                        decisionReason: string;
                        decidedAt: string | null;
                        refund: {
                            amount: number;
                            shipping: number;
                        } | null;
                        returnId: string | null;
                        timeline: {
                            id: string;
                            /** @enum {string} */
                            kind: "opened" | "message" | "resolved" | "escalated" | "decided";
                            /** @enum {string} */
                            author: "buyer" | "vendor" | "staff" | "system";
                            authorName: string;
                            body: string;
                            at: string;
                        }[];
                        canResolve: boolean;
                        canDecide: boolean;
                        canWrite: boolean;
                        refundable: {
                            amount: number;
                            shipping: number;
                            postageByDefault: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `cases` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    decideCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    outcome: "refund" | "no_action";
                    amount?: number | string;
                    includePostage?: boolean;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        number: number;
                        /** @enum {string} */
                        status: "open" | "responded" | "resolved" | "escalated" | "decided";
                        /** @enum {string} */
                        reason: "not_received" | "not_as_described" | "damaged_or_faulty" | "other";
                        saleId: string;
                        order: {
                            id: string;
                            number: number;
                            customerName: string;
                        };
                        vendor: {
                            id: string;
                            displayName: string;
                        };
                        openedAt: string;
                        respondBy: string;
                        firstResponseAt: string | null;
                        /** @enum {string|null} */
                        resolution: "refund" | "return" | "replacement" | "rejected" | null;
                        resolutionNote: string;
                        resolvedAt: string | null;
                        escalatedAt: string | null;
                        /** @enum {string|null} */
                        decision: "refund" | "no_action" | null;
                        decisionReason: string;
                        decidedAt: string | null;
                        refund: {
                            amount: number;
                            shipping: number;
                        } | null;
                        returnId: string | null;
                        timeline: {
                            id: string;
                            /** @enum {string} */
                            kind: "opened" | "message" | "resolved" | "escalated" | "decided";
                            /** @enum {string} */
                            author: "buyer" | "vendor" | "staff" | "system";
                            authorName: string;
                            body: string;
                            at: string;
                        }[];
                        canResolve: boolean;
                        canDecide: boolean;
                        canWrite: boolean;
                        refundable: {
                            amount: number;
                            shipping: number;
                            postageByDefault: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `cases` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getStandards: {
        parameters: {
            query?: {
                vendorId?: string;
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vendorId: string;
                        rated: boolean;
                        /** @enum {string} */
                        standing: "over" | "alert" | "ok" | "unrated";
                        minSales: number;
                        dispatchBusinessDays: number;
                        window: {
                            from: string;
                            to: string;
                            days: number;
                        };
                        metrics: {
                            /** @enum {string} */
                            key: "lateDispatchRate" | "cancellationRate" | "validTrackingRate" | "caseRate" | "defectRate" | "caseResponseHours";
                            value: number | null;
                            numerator: number;
                            denominator: number;
                            alert: number;
                            limit: number;
                            /** @enum {string} */
                            status: "ok" | "alert" | "over";
                        }[];
                        sales: {
                            items: {
                                saleId: string;
                                orderNumber: number;
                                placedAt: string;
                                dispatchBy: string;
                                shippedAt: string | null;
                                status: string;
                                reasons: ("late_dispatch" | "not_dispatched" | "cancelled" | "no_tracking" | "case" | "defect")[];
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For a vendor (its own data) or staff with the `vendors.read` permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    listStandardsVendors: {
        parameters: {
            query?: {
                status?: "over" | "alert" | "ok" | "unrated";
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            vendorId: string;
                            displayName: string;
                            email: string;
                            active: boolean;
                            rated: boolean;
                            /** @enum {string} */
                            standing: "over" | "alert" | "ok" | "unrated";
                            sales: number;
                            metrics: {
                                /** @enum {string} */
                                key: "lateDispatchRate" | "cancellationRate" | "validTrackingRate" | "caseRate" | "defectRate" | "caseResponseHours";
                                value: number | null;
                                numerator: number;
                                denominator: number;
                                alert: number;
                                limit: number;
                                /** @enum {string} */
                                status: "ok" | "alert" | "over";
                            }[];
                            computedAt: string;
                        }[];
                        nextCursor: string | null;
                        window: {
                            from: string;
                            to: string;
                            days: number;
                        };
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `vendors.read` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    exportStandardsVendors: {
        parameters: {
            query?: {
                status?: "over" | "alert" | "ok" | "unrated";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The standards list as CSV, streamed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `vendors.read` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    getStandardsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        thresholds: {
                            lateDispatchRate: {
                                alert: number;
                                limit: number;
                            };
                            cancellationRate: {
                                alert: number;
                                limit: number;
                            };
                            validTrackingRate: {
                                alert: number;
                                limit: number;
                            };
                            caseRate: {
                                alert: number;
                                limit: number;
                            };
                            defectRate: {
                                alert: number;
                                limit: number;
                            };
                            caseResponseHours: {
                                alert: number;
                                limit: number;
                            };
                        };
                        windowDays: number;
                        dispatchBusinessDays: number;
                        minSales: number;
                        updatedAt: string | null;
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `standards.settings` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
    updateStandardsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    thresholds: {
                        lateDispatchRate: {
                            alert: number;
                            limit: number;
                        };
                        cancellationRate: {
                            alert: number;
                            limit: number;
                        };
                        validTrackingRate: {
                            alert: number;
                            limit: number;
                        };
                        caseRate: {
                            alert: number;
                            limit: number;
                        };
                        defectRate: {
                            alert: number;
                            limit: number;
                        };
                        caseResponseHours: {
                            alert: number;
                            limit: number;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        thresholds: {
                            lateDispatchRate: {
                                alert: number;
                                limit: number;
                            };
                            cancellationRate: {
                                alert: number;
                                limit: number;
                            };
                            validTrackingRate: {
                                alert: number;
                                limit: number;
                            };
                            caseRate: {
                                alert: number;
                                limit: number;
                            };
                            defectRate: {
                                alert: number;
                                limit: number;
                            };
                            caseResponseHours: {
                                alert: number;
                                limit: number;
                            };
                        };
                        windowDays: number;
                        dispatchBusinessDays: number;
                        minSales: number;
                        updatedAt: string | null;
                    };
                };
            };
            /** @description The request is not valid; each error names its field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
            /** @description For staff with the `standards.settings` permission only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            msg: string;
                            /** @description The field or header at fault */
                            param?: string;
                        }[];
                    };
                };
            };
        };
    };
}
