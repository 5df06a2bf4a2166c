-- Reference data of the cards issue: issuer data per BIN and the BINs not accepted as external cards.
-- Not demo data: a reset keeps it. The issuers are fictional sandbox banks.
INSERT INTO "bins" ("bin_number", "issuer", "card_brand", "card_category", "card_type", "country_code", "currency_code", "is_commercial", "is_prepaid") VALUES
  ('400000', 'Sandbox Test Bank', 'VISA', 'CLASSIC', 'CREDIT', 'US', 'USD', false, false),
  ('411111', 'Sandbox Test Bank', 'VISA', 'CLASSIC', 'CREDIT', 'US', 'USD', false, false),
  ('424242', 'Hudson Valley Test Bank', 'VISA', 'CLASSIC', 'CREDIT', 'US', 'USD', false, false),
  ('431940', 'Banca de Test Bucuresti SA', 'VISA', 'CLASSIC', 'DEBIT', 'RO', 'RON', false, false),
  ('453201', 'Spreebank Test AG', 'VISA', 'GOLD', 'DEBIT', 'DE', 'EUR', false, false),
  ('476173', 'Thames Test Bank plc', 'VISA', 'CLASSIC', 'DEBIT', 'GB', 'GBP', false, false),
  ('489537', 'Liffey Business Bank DAC', 'VISA', 'BUSINESS', 'CREDIT', 'IE', 'EUR', true, false),
  ('510510', 'Hudson Valley Test Bank', 'MASTERCARD', 'STANDARD', 'CREDIT', 'US', 'USD', false, false),
  ('520082', 'Banque Test de Lyon', 'MASTERCARD', 'STANDARD', 'DEBIT', 'FR', 'EUR', false, false),
  ('535522', 'Paydeck Sandbox Bank UAB', 'MASTERCARD', 'PREPAID', 'PREPAID', 'LT', 'EUR', false, true),
  ('545454', 'Atlas Corporate Bank', 'MASTERCARD', 'CORPORATE', 'CREDIT', 'US', 'USD', true, false),
  ('555544', 'Northern Prepaid Test Ltd', 'MASTERCARD', 'PREPAID', 'PREPAID', 'GB', 'GBP', false, true),
  ('222300', 'Thames Test Bank plc', 'MASTERCARD', 'PLATINUM', 'CREDIT', 'GB', 'GBP', false, false);
--> statement-breakpoint
INSERT INTO "blocked_bins" ("bin_number") VALUES ('400000'), ('411111'), ('555544');
