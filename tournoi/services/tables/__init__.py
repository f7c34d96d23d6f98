"""The tables as the phones and the desk see them: each table's link, a phone's sheet kept and its writes, the tables watched from the desk, their marks."""
