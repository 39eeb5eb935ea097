-- Backups hold one JSON document of every entity's records instead of a column per entity. Existing rows keep
-- their data: their projects and blogs become the document's "projects" and "blogs"; their version stays (1.0).
ALTER TABLE "backups" ADD COLUMN "entities" JSONB;
UPDATE "backups" SET "entities" = jsonb_build_object('projects', "projects", 'blogs', "blogs");
ALTER TABLE "backups" ALTER COLUMN "entities" SET NOT NULL,
DROP COLUMN "blogs",
DROP COLUMN "projects",
ALTER COLUMN "version" SET DEFAULT '2.0';
