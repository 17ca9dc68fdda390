/**
 * Answers of the ABR's JSON service `AbnDetails.aspx`, for the replay server of the tests.
 *
 * This machine cannot reach the ABR, so the answers are written in its published format rather than
 * captured: the ABNs pass the checksum and the businesses are made up. The format, as published by
 * the ABR (abr.business.gov.au/json, its web services data dictionary) and seen in recordings of live
 * answers in public client code:
 * - GET `AbnDetails.aspx?abn=<11 digits>&callback=<name>&guid=<GUID>` answers HTTP 200, JSONP: the
 *   JSON object wrapped in a call of `<name>`, content type text/javascript.
 * - Fields, in this order: Abn, AbnStatus ("Active" or "Cancelled"), AbnStatusEffectiveFrom
 *   (YYYY-MM-DD), Acn ("" when none), AddressDate (YYYY-MM-DD or null), AddressPostcode,
 *   AddressState, BusinessName (array of registered business names), EntityName (a person as
 *   "SURNAME, Given Names"), EntityTypeCode, EntityTypeName, Gst (the day GST registration began, or
 *   null when not registered), Message ("" when the ABN was found).
 * - Every refusal is also HTTP 200: Abn "", the other fields empty, and a Message: "Search text is
 *   not a valid ABN or ACN" (or "No record found") for an ABN the register does not know, "The GUID
 *   entered is not recognised as a Registered Party" for a GUID it does not know.
 *
 * Each answer is kept as the JSON text the ABR sends, so the replay server changes nothing but the
 * padding.
 */

export const ABR_ANSWERS_BY_ABN: Record<string, string> = {
  // A company, GST-registered, trading under a registered business name.
  '11100000131':
    '{"Abn":"11100000131","AbnStatus":"Active","AbnStatusEffectiveFrom":"2019-05-14","Acn":"100000131","AddressDate":"2019-05-14","AddressPostcode":"3065","AddressState":"VIC","BusinessName":["Kente House"],"EntityName":"KENTE HOUSE PTY LTD","EntityTypeCode":"PRV","EntityTypeName":"Australian Private Company","Gst":"2019-07-01","Message":""}',
  // A sole trader whose ABN was cancelled.
  '22100002842':
    '{"Abn":"22100002842","AbnStatus":"Cancelled","AbnStatusEffectiveFrom":"2023-03-31","Acn":"","AddressDate":"2017-08-02","AddressPostcode":"3065","AddressState":"VIC","BusinessName":[],"EntityName":"MENSAH, AMA","EntityTypeCode":"IND","EntityTypeName":"Individual/Sole Trader","Gst":null,"Message":""}',
  // A sole trader with a middle name, not registered for GST.
  '33100000893':
    '{"Abn":"33100000893","AbnStatus":"Active","AbnStatusEffectiveFrom":"2021-02-01","Acn":"","AddressDate":"2021-02-01","AddressPostcode":"2042","AddressState":"NSW","BusinessName":[],"EntityName":"OKAFOR, AMARA NGOZI","EntityTypeCode":"IND","EntityTypeName":"Individual/Sole Trader","Gst":null,"Message":""}',
  // A company whose name is no vendor's of the tests.
  '44100000694':
    '{"Abn":"44100000694","AbnStatus":"Active","AbnStatusEffectiveFrom":"2022-09-12","Acn":"100000694","AddressDate":"2022-09-12","AddressPostcode":"4000","AddressState":"QLD","BusinessName":["Savanna Goods"],"EntityName":"BAOBAB TRADING PTY LTD","EntityTypeCode":"PRV","EntityTypeName":"Australian Private Company","Gst":"2022-10-01","Message":""}',
};

/** What the ABR answers for an ABN it has no record of. */
export const ABR_UNKNOWN_ABN_ANSWER =
  '{"Abn":"","AbnStatus":"","AbnStatusEffectiveFrom":"","Acn":"","AddressDate":null,"AddressPostcode":"","AddressState":"","BusinessName":[],"EntityName":"","EntityTypeCode":"","EntityTypeName":"","Gst":null,"Message":"Search text is not a valid ABN or ACN"}';

/** What the ABR answers a request whose GUID it does not know (or without one). */
export const ABR_GUID_REFUSED_ANSWER =
  '{"Abn":"","AbnStatus":"","AbnStatusEffectiveFrom":"","Acn":"","AddressDate":null,"AddressPostcode":"","AddressState":"","BusinessName":[],"EntityName":"","EntityTypeCode":"","EntityTypeName":"","Gst":null,"Message":"The GUID entered is not recognised as a Registered Party"}';
