-- Prize groups per game (issue #19, Games section; research lottery.md §2.1).
-- max_prize_group: the highest prize group a game pays official tickets at. A player's effective
-- group on the game is min(own group, this cap): the bet screen offers groups up to it and
-- placement refuses a ticket above it (5116). NULL: the player's own group alone bounds it.
-- min_prize_group: the lowest group a ticket may choose (the domain's floor, commonly 1800), which
-- bounds the self-rebate a player takes instead of prize; a player whose effective group is below
-- it still bets at that group (the floor is min(min_prize_group, effective group)). Below: 5117.
-- NULL: no floor. Two-sided tickets have no prize group and ignore both.
ALTER TABLE lottery_games
  ADD COLUMN max_prize_group integer CHECK (max_prize_group BETWEEN 1 AND 2000),
  ADD COLUMN min_prize_group integer CHECK (min_prize_group BETWEEN 1 AND 2000),
  ADD CONSTRAINT lottery_games_prize_group_range CHECK (min_prize_group <= max_prize_group);
