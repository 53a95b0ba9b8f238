-- The SSC family has no two-sided bet types in packages/lottery yet (总和大小单双 and 龙虎虎 of
-- SSC are sold on the official book), so the SSC games that listed the two-sided book showed an
-- empty board. They sell the official book only until the rules engine has SSC two-sided types.
UPDATE lottery_games SET books = '{official}' WHERE family = 'ssc' AND books <> '{official}';
