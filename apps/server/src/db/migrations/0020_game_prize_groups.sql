-- Prize groups per game (issue #19, Games section; research lottery.md §2.1).
-- The highest prize group a game pays official tickets at. A player's effective group on the game
-- is min(own group, this cap): the bet screen offers groups up to it and placement refuses a
-- ticket above it (6202). NULL: no cap of the game's own, the player's group alone bounds it.
-- Two-sided tickets have no prize group and ignore it.
ALTER TABLE lottery_games
  ADD COLUMN max_prize_group integer CHECK (max_prize_group BETWEEN 1 AND 2000);
