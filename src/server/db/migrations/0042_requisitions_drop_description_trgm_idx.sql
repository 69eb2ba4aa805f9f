-- No query reads requisitions' description through its own trigram index: the list search reads
-- search_text (which holds the description), home search the id, title, department and vendor name.
-- Each create and edit of a requisition paid for it (the longest text of the row).
DROP INDEX "requisitions_description_trgm_idx";
