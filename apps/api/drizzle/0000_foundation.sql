CREATE TYPE "public"."account_membership_role" AS ENUM('accountRepFullAccess', 'accountRepApprover', 'accountRepInitiator', 'readOnly');--> statement-breakpoint
CREATE TYPE "public"."account_status" AS ENUM('awaitingReview', 'active', 'blocked', 'closed', 'rejected', 'removed');--> statement-breakpoint
CREATE TYPE "public"."account_type" AS ENUM('airTransportProviderHoldingAccount', 'certificationBody', 'fuelProviderHoldingAccount', 'generalHoldingAccount', 'logisticsProviderHoldingAccount');--> statement-breakpoint
CREATE TYPE "public"."action_status" AS ENUM('pendingSignature', 'pendingAcceptance', 'pendingApproval', 'clarificationRequested', 'completed', 'rejected', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."action_type" AS ENUM('Issue', 'Transfer', 'Claim', 'Split', 'IssueMeta', 'Onboarding');--> statement-breakpoint
CREATE TYPE "public"."assurance_level" AS ENUM('VAL', 'REV', 'VER', 'UR');--> statement-breakpoint
CREATE TYPE "public"."company_role" AS ENUM('companyRepresentative', 'regular');--> statement-breakpoint
CREATE TYPE "public"."company_status" AS ENUM('awaitingReview', 'active', 'blocked', 'closed', 'rejected', 'removed');--> statement-breakpoint
CREATE TYPE "public"."documentation_type" AS ENUM('pos', 'poc');--> statement-breakpoint
CREATE TYPE "public"."event_type" AS ENUM('RegistrySeeded', 'UserCreated', 'UserUpdated', 'UserBlocked', 'UserUnblocked', 'UserRemoved', 'UserSignedIn', 'UserSignedOut', 'TokenCreated', 'TokenRevoked', 'InvitationCreated', 'InvitationRevoked', 'InvitationAccepted', 'CompanyCreated', 'CompanyUpdated', 'CompanyDocumentsUpdated', 'CompanyBlocked', 'CompanyUnblocked', 'CompanyClosed', 'CompanyMemberAdded', 'CompanyMemberRemoved', 'AccountCreated', 'AccountUpdated', 'AccountBlocked', 'AccountUnblocked', 'AccountClosed', 'AccountTrustUpdated', 'AccountMemberInvited', 'AccountMemberAdded', 'AccountMemberRoleChanged', 'AccountMemberRemoved', 'RequestCreated', 'RequestApproved', 'RequestRejected', 'IssuanceSubmitted', 'IssuanceClarificationRequested', 'IssuanceClarified', 'IssuanceApproved', 'IssuanceRejected', 'ActionStarted', 'ActionSigned', 'ActionAccepted', 'ActionApproved', 'ActionRejected', 'ActionCancelled', 'ActionExpired', 'ActionCompleted', 'UnitIssued', 'UnitTransferred', 'UnitSplit', 'UnitClaimed', 'UnitUnbundled', 'UnitCommentSet', 'UnitRemoved', 'UnitExpired', 'FeeScheduleUpdated', 'InvoiceGenerated', 'InvoiceUpdated', 'TicketCreated');--> statement-breakpoint
CREATE TYPE "public"."fee_kind" AS ENUM('issuancePerTonne', 'accountYearly', 'accountReactivation');--> statement-breakpoint
CREATE TYPE "public"."invitation_kind" AS ENUM('createCompany', 'joinCompany', 'authorisedRepresentative', 'registryAdmin');--> statement-breakpoint
CREATE TYPE "public"."invitation_status" AS ENUM('pending', 'accepted', 'revoked', 'expired');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('draft', 'issued', 'paid', 'void');--> statement-breakpoint
CREATE TYPE "public"."issuance_status" AS ENUM('pendingSignature', 'pendingApproval', 'clarificationRequested', 'approved', 'rejected', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."membership_status" AS ENUM('active', 'removed');--> statement-breakpoint
CREATE TYPE "public"."onboarding_status" AS ENUM('pendingUserData', 'pendingVerification', 'pendingInternalAction', 'onboarded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."request_kind" AS ENUM('JoinCrApprovalRequest', 'CrDataApprovalRequest', 'CompanyCreateRequest', 'AccountDetailsChangeRequest', 'CompanyOnboardRequest', 'CompanyCloseRequest', 'AccountCreateRequest', 'CompanyUpdateDocsRequest', 'CompanyUpdateRequest', 'JoinArApprovalRequest', 'IssueApprovalRequest');--> statement-breakpoint
CREATE TYPE "public"."request_status" AS ENUM('pending', 'approved', 'rejected', 'closed');--> statement-breakpoint
CREATE TYPE "public"."sustainability_tier" AS ENUM('A', 'B', 'C');--> statement-breakpoint
CREATE TYPE "public"."ticket_type" AS ENUM('technicalIssue', 'otherIssues', 'suggestion');--> statement-breakpoint
CREATE TYPE "public"."token_kind" AS ENUM('session', 'api');--> statement-breakpoint
CREATE TYPE "public"."unit_block_status" AS ENUM('active', 'retired', 'superseded', 'removed', 'expired');--> statement-breakpoint
CREATE TYPE "public"."unit_type" AS ENUM('SAFcA', 'SAFcE');--> statement-breakpoint
CREATE TYPE "public"."upload_purpose" AS ENUM('issuanceDocument', 'onboardingDocument', 'companyDocument', 'accountDocument', 'ticketScreenshot');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'blocked', 'removed');--> statement-breakpoint
CREATE SEQUENCE "public"."unit_serial_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "identity_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_accounts_email_unique" UNIQUE("email"),
	CONSTRAINT "identity_accounts_email_lower_case" CHECK ("identity_accounts"."email" = lower("identity_accounts"."email"))
);
--> statement-breakpoint
CREATE TABLE "oidc_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_id_type_pk" PRIMARY KEY("id","type")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"employer_name" text,
	"phone" text,
	"oidc_subject" text,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"is_registry_admin" boolean DEFAULT false NOT NULL,
	"onboarding_status" "onboarding_status" DEFAULT 'onboarded' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_oidc_subject_unique" UNIQUE("oidc_subject"),
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" "company_status" DEFAULT 'awaitingReview' NOT NULL,
	"address" text,
	"address2" text,
	"city" text,
	"state" text,
	"postcode" text,
	"country" text,
	"website" text,
	"email" text,
	"is_name_private" boolean DEFAULT false NOT NULL,
	"block_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_country_alpha2" CHECK ("companies"."country" is null or "companies"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "company_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "company_role" NOT NULL,
	"status" "membership_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_memberships_company_user_unique" UNIQUE("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "account_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "account_membership_role" NOT NULL,
	"status" "membership_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_memberships_account_user_unique" UNIQUE("account_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" "account_type" NOT NULL,
	"status" "account_status" DEFAULT 'awaitingReview' NOT NULL,
	"required_signatures" integer DEFAULT 1 NOT NULL,
	"block_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_required_signatures_positive" CHECK ("accounts"."required_signatures" >= 1)
);
--> statement-breakpoint
CREATE TABLE "trusted_accounts" (
	"account_id" uuid NOT NULL,
	"trusted_account_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trusted_accounts_account_id_trusted_account_id_pk" PRIMARY KEY("account_id","trusted_account_id"),
	CONSTRAINT "trusted_accounts_not_self" CHECK ("trusted_accounts"."account_id" <> "trusted_accounts"."trusted_account_id")
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "invitation_kind" NOT NULL,
	"email" text NOT NULL,
	"company_id" uuid,
	"account_id" uuid,
	"account_role" "account_membership_role",
	"invited_by" uuid NOT NULL,
	"status" "invitation_status" DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_email_lower_case" CHECK ("invitations"."email" = lower("invitations"."email")),
	CONSTRAINT "invitations_account_role" CHECK ("invitations"."account_id" is null or "invitations"."account_role" is not null)
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "request_kind" NOT NULL,
	"status" "request_status" DEFAULT 'pending' NOT NULL,
	"company_id" uuid,
	"account_id" uuid,
	"issuance_id" uuid,
	"requested_by" uuid NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issuances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"initiator_id" uuid NOT NULL,
	"status" "issuance_status" DEFAULT 'pendingSignature' NOT NULL,
	"unit_type" "unit_type" DEFAULT 'SAFcA' NOT NULL,
	"documentation_type" "documentation_type" NOT NULL,
	"assurance_level" "assurance_level" DEFAULT 'VAL' NOT NULL,
	"form" jsonb NOT NULL,
	"volume" numeric(20, 3) NOT NULL,
	"co2_abated" numeric(20, 3) NOT NULL,
	"emission_reduction" numeric(8, 3) NOT NULL,
	"adjusted_lca" numeric(12, 3),
	"tier" "sustainability_tier" NOT NULL,
	"category" smallint NOT NULL,
	"type_code" text NOT NULL,
	"production_year" integer NOT NULL,
	"required_signatures" integer DEFAULT 1 NOT NULL,
	"clarification" jsonb,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issuances_volume_positive" CHECK ("issuances"."volume" > 0),
	CONSTRAINT "issuances_co2_abated_not_negative" CHECK ("issuances"."co2_abated" >= 0),
	CONSTRAINT "issuances_category" CHECK ("issuances"."category" in (1, 2, 3)),
	CONSTRAINT "issuances_required_signatures_positive" CHECK ("issuances"."required_signatures" >= 1)
);
--> statement-breakpoint
CREATE TABLE "unit_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" text NOT NULL,
	"unit_type" "unit_type" NOT NULL,
	"account_id" uuid NOT NULL,
	"issuance_id" uuid NOT NULL,
	"parent_id" uuid,
	"volume" numeric(20, 3) NOT NULL,
	"reserved_volume" numeric(20, 3) DEFAULT '0' NOT NULL,
	"status" "unit_block_status" DEFAULT 'active' NOT NULL,
	"category" smallint NOT NULL,
	"type_code" text NOT NULL,
	"co2_abated" numeric(20, 3) NOT NULL,
	"comment" text,
	"claim" jsonb,
	"retired_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_by_action_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_blocks_serial_unique" UNIQUE("serial"),
	CONSTRAINT "unit_blocks_volume_positive" CHECK ("unit_blocks"."volume" > 0),
	CONSTRAINT "unit_blocks_reserved_volume_range" CHECK ("unit_blocks"."reserved_volume" >= 0 and "unit_blocks"."reserved_volume" <= "unit_blocks"."volume"),
	CONSTRAINT "unit_blocks_category" CHECK ("unit_blocks"."category" in (1, 2, 3)),
	CONSTRAINT "unit_blocks_co2_abated_not_negative" CHECK ("unit_blocks"."co2_abated" >= 0)
);
--> statement-breakpoint
CREATE TABLE "actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "action_type" NOT NULL,
	"status" "action_status" DEFAULT 'pendingSignature' NOT NULL,
	"unit_block_id" uuid,
	"issuance_id" uuid,
	"sending_account_id" uuid,
	"receiving_account_id" uuid,
	"initiator_id" uuid NOT NULL,
	"volume" numeric(20, 3),
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"required_signatures" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "actions_volume_positive" CHECK ("actions"."volume" is null or "actions"."volume" > 0),
	CONSTRAINT "actions_required_signatures_positive" CHECK ("actions"."required_signatures" >= 1)
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signatures_action_user_unique" UNIQUE("action_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_chain_head" (
	"id" smallint PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "event_chain_head_single_row" CHECK ("event_chain_head"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"company_id" uuid,
	"account_id" uuid,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"type" "event_type" NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "events_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "token_kind" NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "fee_kind" NOT NULL,
	"account_type" "account_type",
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fees_kind_account_type_unique" UNIQUE NULLS NOT DISTINCT("kind","account_type"),
	CONSTRAINT "fees_amount_not_negative" CHECK ("fees"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(20, 3) NOT NULL,
	"unit_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"event_id" uuid
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" "invoice_status" DEFAULT 'draft' NOT NULL,
	"total_cents" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"issued_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_total_not_negative" CHECK ("invoices"."total_cents" >= 0),
	CONSTRAINT "invoices_period_order" CHECK ("invoices"."period_end" >= "invoices"."period_start")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "ticket_type" NOT NULL,
	"description" text NOT NULL,
	"url" text,
	"user_id" uuid NOT NULL,
	"company_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" "upload_purpose" NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"company_id" uuid,
	"request_id" uuid,
	"issuance_id" uuid,
	"ticket_id" uuid,
	"account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "uploads_size_not_negative" CHECK ("uploads"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_memberships" ADD CONSTRAINT "account_memberships_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_memberships" ADD CONSTRAINT "account_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_accounts" ADD CONSTRAINT "trusted_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_accounts" ADD CONSTRAINT "trusted_accounts_trusted_account_id_accounts_id_fk" FOREIGN KEY ("trusted_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_accounts" ADD CONSTRAINT "trusted_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_issuance_id_issuances_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."issuances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuances" ADD CONSTRAINT "issuances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuances" ADD CONSTRAINT "issuances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuances" ADD CONSTRAINT "issuances_initiator_id_users_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuances" ADD CONSTRAINT "issuances_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_blocks" ADD CONSTRAINT "unit_blocks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_blocks" ADD CONSTRAINT "unit_blocks_issuance_id_issuances_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."issuances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_blocks" ADD CONSTRAINT "unit_blocks_parent_id_unit_blocks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."unit_blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_blocks" ADD CONSTRAINT "unit_blocks_created_by_action_id_actions_id_fk" FOREIGN KEY ("created_by_action_id") REFERENCES "public"."actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_unit_block_id_unit_blocks_id_fk" FOREIGN KEY ("unit_block_id") REFERENCES "public"."unit_blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_issuance_id_issuances_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."issuances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_sending_account_id_accounts_id_fk" FOREIGN KEY ("sending_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_receiving_account_id_accounts_id_fk" FOREIGN KEY ("receiving_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_initiator_id_users_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_issuance_id_issuances_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."issuances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_id_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code_idx" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_at_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status");--> statement-breakpoint
CREATE INDEX "company_memberships_user_idx" ON "company_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_memberships_user_idx" ON "account_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "accounts_company_idx" ON "accounts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "trusted_accounts_trusted_idx" ON "trusted_accounts" USING btree ("trusted_account_id");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "invitations_company_idx" ON "invitations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "invitations_account_idx" ON "invitations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "requests_status_kind_idx" ON "requests" USING btree ("status","kind");--> statement-breakpoint
CREATE INDEX "requests_company_idx" ON "requests" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "requests_account_idx" ON "requests" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "requests_issuance_idx" ON "requests" USING btree ("issuance_id");--> statement-breakpoint
CREATE INDEX "requests_requested_by_idx" ON "requests" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "issuances_account_idx" ON "issuances" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "issuances_company_idx" ON "issuances" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "issuances_status_idx" ON "issuances" USING btree ("status");--> statement-breakpoint
CREATE INDEX "unit_blocks_account_status_idx" ON "unit_blocks" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "unit_blocks_parent_idx" ON "unit_blocks" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "unit_blocks_issuance_idx" ON "unit_blocks" USING btree ("issuance_id");--> statement-breakpoint
CREATE INDEX "unit_blocks_status_idx" ON "unit_blocks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "actions_status_idx" ON "actions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "actions_unit_block_idx" ON "actions" USING btree ("unit_block_id");--> statement-breakpoint
CREATE INDEX "actions_issuance_idx" ON "actions" USING btree ("issuance_id");--> statement-breakpoint
CREATE INDEX "actions_sending_account_idx" ON "actions" USING btree ("sending_account_id","status");--> statement-breakpoint
CREATE INDEX "actions_receiving_account_idx" ON "actions" USING btree ("receiving_account_id","status");--> statement-breakpoint
CREATE INDEX "actions_expires_at_idx" ON "actions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "events_company_seq_idx" ON "events" USING btree ("company_id","seq");--> statement-breakpoint
CREATE INDEX "events_account_seq_idx" ON "events" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "events_actor_seq_idx" ON "events" USING btree ("actor_id","seq");--> statement-breakpoint
CREATE INDEX "events_entity_idx" ON "events" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "events_type_seq_idx" ON "events" USING btree ("type","seq");--> statement-breakpoint
CREATE INDEX "events_at_idx" ON "events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "tokens_user_idx" ON "tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_event_idx" ON "invoice_lines" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "invoices_company_period_idx" ON "invoices" USING btree ("company_id","period_start");--> statement-breakpoint
CREATE INDEX "tickets_created_at_idx" ON "tickets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "uploads_company_idx" ON "uploads" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "uploads_request_idx" ON "uploads" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "uploads_issuance_idx" ON "uploads" USING btree ("issuance_id");--> statement-breakpoint
CREATE INDEX "uploads_ticket_idx" ON "uploads" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "uploads_account_idx" ON "uploads" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");