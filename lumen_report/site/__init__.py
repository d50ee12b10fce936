"""The site stage: render pages from results and verified drafts, build them with MkDocs."""
