"""One module per ops.yaml ``kind:``, named as the kind: its fields and the
builder that checks an entry and returns the kind's frozen record
(registered in codegen/model.py ``KINDS``; rendered by templates/<kind>.j2,
run by runtime/families/<kind>.py)."""
