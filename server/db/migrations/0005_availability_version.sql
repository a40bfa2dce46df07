CREATE TABLE "availability_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "availability_version_single_ck" CHECK ("availability_version"."id" = 1)
);
