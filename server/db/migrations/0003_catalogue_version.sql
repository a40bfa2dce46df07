CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_single_ck" CHECK ("catalogue_version"."id" = 1)
);
