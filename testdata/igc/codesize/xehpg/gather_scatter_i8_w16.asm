//.kernel gather_scatter_i8_w16
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -dumpcommonisa -output -binary -fusedCallWA 1 "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -LSCBackupMode -fusedCallWA 1 "
//.instCount 94
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r3.6)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.7)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r3.2)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r3.3)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r3.4)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r3.5)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.3)
//.declare V34 (40)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V35 (41)  rf=r size=32 type=d align=16 words (r1.0)
//.declare V36 (42)  rf=r size=32 type=d align=16 words (r6.0)
//.declare V37 (43)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V38 (44)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V39 (45)  rf=r size=32 type=d align=16 words (r11.0)
//.declare V40 (46)  rf=r size=32 type=d align=16 words (r12.0)
//.declare V41 (47)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V42 (48)  rf=r size=32 type=d align=16 words (r15.0)
//.declare V43 (49)  rf=r size=32 type=d align=16 words (r16.0)
//.declare V44 (50)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V45 (51)  rf=r size=8 type=q align=4 words (r3.0)
//.declare V46 (52)  rf=r size=64 type=d align=16 words (r19.0)
//.declare P1 (53)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare P2 (54)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare P3 (55)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare V47 (56)  rf=r size=32 type=d align=16 words (r21.0)
//.declare V48 (57)  rf=r size=32 type=d align=16 words (r22.0)
//.declare P4 (58)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare P5 (59)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare P6 (60)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare V49 (61)  rf=r size=32 type=d align=16 words (r23.0)
//.declare V50 (62)  rf=r size=32 type=d align=16 words (r24.0)
//.declare V51 (63)  rf=r size=8 type=uq align=4 words (r2.1)
//.declare V52 (64)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V53 (65)  rf=r size=32 type=d align=16 words (r27.0)
//.declare V54 (66)  rf=r size=32 type=d align=16 words (r28.0)
//.declare V55 (67)  rf=r size=32 type=d align=16 words (r29.0)
//.declare V56 (68)  rf=r size=32 type=d align=16 words (r30.0)
//.declare V57 (69)  rf=r size=64 type=uq align=16 words (r31.0)
//.declare V58 (70)  rf=r size=64 type=uq align=16 words (r33.0)
//.declare V59 (71)  rf=r size=128 type=uq align=16 words (r35.0)
//.declare P7 (73)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V61 (74)  rf=r size=64 type=b align=16 words (r39.0)
//.declare V62 (75)  rf=r size=64 type=b align=16 words (r41.0)
//.declare V63 (76)  rf=r size=8 type=uq align=4 words (r2.2)
//.declare V64 (77)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V65 (78)  rf=r size=32 type=d align=16 words (r45.0)
//.declare V66 (79)  rf=r size=32 type=d align=16 words (r46.0)
//.declare V67 (80)  rf=r size=32 type=d align=16 words (r47.0)
//.declare V68 (81)  rf=r size=32 type=d align=16 words (r48.0)
//.declare V69 (82)  rf=r size=64 type=uq align=16 words (r49.0)
//.declare V70 (83)  rf=r size=64 type=uq align=16 words (r51.0)
//.declare V71 (84)  rf=r size=128 type=uq align=16 words (r53.0)
//.declare V72 (85)  rf=r size=64 type=b align=16 words (r57.0)
//.declare V73 (86)  rf=r size=64 type=q alias=V34+0 align=16 words (r4.0)
//.declare V74 (87)  rf=r size=32 type=ud alias=V35+0 align=16 words (r1.0)
//.declare V75 (88)  rf=r size=32 type=ud alias=V36+0 align=16 words (r6.0)
//.declare V76 (89)  rf=r size=64 type=ud alias=V34+0 align=16 words (r4.0)
//.declare V77 (90)  rf=r size=64 type=d alias=V37+0 align=16 words (r7.0)
//.declare V78 (91)  rf=r size=32 type=d alias=V36+0 align=16 words (r6.0)
//.declare V79 (92)  rf=r size=64 type=d alias=V34+0 align=16 words (r4.0)
//.declare V80 (93)  rf=r size=64 type=q alias=V38+0 align=16 words (r9.0)
//.declare V81 (94)  rf=r size=32 type=ud alias=V39+0 align=16 words (r11.0)
//.declare V82 (95)  rf=r size=32 type=ud alias=V40+0 align=16 words (r12.0)
//.declare V83 (96)  rf=r size=64 type=ud alias=V38+0 align=16 words (r9.0)
//.declare V84 (97)  rf=r size=64 type=d alias=V41+0 align=16 words (r13.0)
//.declare V85 (98)  rf=r size=32 type=d alias=V40+0 align=16 words (r12.0)
//.declare V86 (99)  rf=r size=64 type=d alias=V38+0 align=16 words (r9.0)
//.declare V87 (100)  rf=r size=32 type=ud alias=V42+0 align=16 words (r15.0)
//.declare V88 (101)  rf=r size=32 type=ud alias=V43+0 align=16 words (r16.0)
//.declare V89 (102)  rf=r size=64 type=ud alias=V37+0 align=16 words (r7.0)
//.declare V90 (103)  rf=r size=64 type=d alias=V44+0 align=16 words (r17.0)
//.declare V91 (104)  rf=r size=32 type=d alias=V43+0 align=16 words (r16.0)
//.declare V92 (105)  rf=r size=64 type=q alias=V46+0 align=16 words (r19.0)
//.declare V93 (106)  rf=r size=64 type=ud alias=V41+0 align=16 words (r13.0)
//.declare V94 (107)  rf=r size=64 type=ud alias=V46+0 align=16 words (r19.0)
//.declare V95 (108)  rf=r size=32 type=ud alias=V47+0 align=16 words (r21.0)
//.declare  (109)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V96 (110)  rf=r size=32 type=ud alias=V48+0 align=16 words (r22.0)
//.declare V97 (111)  rf=r size=64 type=ud alias=V44+0 align=16 words (r17.0)
//.declare V98 (112)  rf=r size=32 type=ud alias=V49+0 align=16 words (r23.0)
//.declare  (113)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V99 (114)  rf=r size=32 type=ud alias=V50+0 align=16 words (r24.0)
//.declare V100 (115)  rf=r size=64 type=q alias=V52+0 align=16 words (r25.0)
//.declare V101 (116)  rf=r size=8 type=q alias=V51+0 align=4 words (r2.1)
//.declare V102 (117)  rf=r size=32 type=ud alias=V53+0 align=16 words (r27.0)
//.declare V103 (118)  rf=r size=32 type=ud alias=V54+0 align=16 words (r28.0)
//.declare V104 (119)  rf=r size=64 type=ud alias=V52+0 align=16 words (r25.0)
//.declare V105 (120)  rf=r size=64 type=d alias=V57+0 align=16 words (r31.0)
//.declare V106 (121)  rf=r size=64 type=d alias=V57+0 align=16 words (r31.0)
//.declare V107 (122)  rf=r size=32 type=d alias=V54+0 align=16 words (r28.0)
//.declare V108 (123)  rf=r size=64 type=d alias=V52+0 align=16 words (r25.0)
//.declare V109 (124)  rf=r size=32 type=ud alias=V55+0 align=16 words (r29.0)
//.declare V110 (125)  rf=r size=32 type=ud alias=V56+0 align=16 words (r30.0)
//.declare V111 (126)  rf=r size=64 type=d alias=V58+0 align=16 words (r33.0)
//.declare V112 (127)  rf=r size=64 type=d alias=V58+0 align=16 words (r33.0)
//.declare V113 (128)  rf=r size=32 type=d alias=V56+0 align=16 words (r30.0)
//.declare V114 (129)  rf=r size=64 type=d alias=V61+0 align=16 words (r39.0)
//.declare V115 (130)  rf=r size=128 type=uq alias=V59+0 align=16 words (r35.0)
//.declare V116 (131)  rf=r size=64 type=d alias=V62+0 align=16 words (r41.0)
//.declare V117 (132)  rf=r size=64 type=ub alias=V61+0 align=16 words (r39.0)
//.declare V118 (133)  rf=r size=64 type=ud alias=V62+0 align=16 words (r41.0)
//.declare V119 (134)  rf=r size=64 type=q alias=V64+0 align=16 words (r43.0)
//.declare V120 (135)  rf=r size=8 type=q alias=V63+0 align=4 words (r2.2)
//.declare V121 (136)  rf=r size=32 type=ud alias=V65+0 align=16 words (r45.0)
//.declare V122 (137)  rf=r size=32 type=ud alias=V66+0 align=16 words (r46.0)
//.declare V123 (138)  rf=r size=64 type=ud alias=V64+0 align=16 words (r43.0)
//.declare V124 (139)  rf=r size=64 type=d alias=V69+0 align=16 words (r49.0)
//.declare V125 (140)  rf=r size=64 type=d alias=V69+0 align=16 words (r49.0)
//.declare V126 (141)  rf=r size=32 type=d alias=V66+0 align=16 words (r46.0)
//.declare V127 (142)  rf=r size=64 type=d alias=V64+0 align=16 words (r43.0)
//.declare V128 (143)  rf=r size=32 type=ud alias=V67+0 align=16 words (r47.0)
//.declare V129 (144)  rf=r size=32 type=ud alias=V68+0 align=16 words (r48.0)
//.declare V130 (145)  rf=r size=64 type=d alias=V70+0 align=16 words (r51.0)
//.declare V131 (146)  rf=r size=64 type=d alias=V70+0 align=16 words (r51.0)
//.declare V132 (147)  rf=r size=32 type=d alias=V68+0 align=16 words (r48.0)
//.declare V133 (148)  rf=r size=64 type=d alias=V72+0 align=16 words (r57.0)
//.declare V134 (149)  rf=r size=64 type=ub alias=V62+0 align=16 words (r41.0)
//.declare V135 (150)  rf=r size=128 type=uq alias=V71+0 align=16 words (r53.0)
//.declare  (151)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (152)  rf=r size=16 type=uw align=8 words (r3.8)
//.declare  (153)  rf=r size=2 type=w align=1 words (r2.0)
//.declare  (155)  rf=r size=32 type=d align=16 words (r59.0)
//.declare  (156)  rf=r size=32 type=d align=16 words (r60.0)
//.declare  (157)  rf=r size=32 type=d align=16 words (r61.0)
//.declare  (158)  rf=r size=32 type=d align=16 words (r62.0)
//.declare  (159)  rf=r size=32 type=d align=16 words (r63.0)
//.declare  (160)  rf=r size=32 type=d align=16 words (r64.0)
//.declare  (161)  rf=r size=32 type=d align=16 words (r65.0)
//.declare  (162)  rf=r size=32 type=d align=16 words (r66.0)
//.declare  (163)  rf=r size=32 type=d align=16 words (r67.0)
//.declare  (165)  rf=r size=32 type=d align=16 words (r68.0)
//.declare  (167)  rf=r size=32 type=ud align=16 words (r69.0)
//.declare  (168)  rf=r size=32 type=ud align=16 words (r70.0)
//.declare  (169)  rf=r size=32 type=ud align=16 words (r71.0)
//.declare  (170)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (171)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (172)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (173)  rf=r size=64 type=ud align=16 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V51      | :uq      |      8 | r2+8     | general    |
// | V63      | :uq      |      8 | r2+16    | general    |
// | V33      | :q       |      8 | r2+24    | general    |
// | V45      | :q       |      8 | r3       | general    |
// | V32      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x20:uw              {I@1} // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $52
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$0.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x022843FD           {A@1,$1} // wr:1h+0, rd:2; oword aligned block read x4 // $52
// B002: Preds:{B001},  Succs:{}
// gather_scatter_i8_w16_BB_0:
(W)     send.ugm (1|M0)          r70      r0      null:0  0x0            0x0214171F           {$2} // wr:1+0, rd:1; fence.ugm.evict.gpu // $52
(W)     mov (8|M0)               null<1>:ud    r70.0<1;1,0>:ud                  {$2.dst}             //  memory fence commit; $52
(W)     send.ugm (1|M0)          r71      r0      null:0  0x0            0x0210271F           {$3} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $52
        mov (8|M0)               r3.8<1>:uw    0xECA86420:uv                              {$1.dst}   // $1
        mov (8|M0)               r9.0<2>:ud    r2.6<0;1,0>:ud                                        // $5
        mov (8|M0)               r4.0<2>:ud    r3.8<1;1,0>:uw                   {I@2}                // $1
        mov (8|M0)               r4.1<2>:ud    0.0:f                                                 // $1
        mov (8|M0)               r9.1<2>:ud    r2.7<0;1,0>:ud                                        // $5
        sync.nop                             null                             {Compacted,$0.dst}     // $2
        addc (8|M0)              r1.0<1>:ud    r4.0<2;1,0>:ud    0x10:ud              {AccWrEn,Compacted,I@2} // $2
        mov (8|M0)               r19.0<2>:f    r3.0<0;1,0>:f                    {Compacted}          // $12
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}          // $2
        addc (8|M0)              r11.0<1>:ud   r9.0<2;1,0>:ud    r4.0<2;1,0>:ud   {AccWrEn,Compacted,I@3} // $6
        add3 (8|M0)              r7.1<2>:d     r6.0<1;0>:d       r4.1<4;2>:d       0:w               {I@2} // $4
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $6
        addc (8|M0)              r15.0<1>:ud   r9.0<2;1,0>:ud    r1.0<1;1,0>:ud   {AccWrEn,Compacted} // $9
        mov (8|M0)               r60.0<1>:d    r4.1<2;1,0>:d                                         // $8
        mov (8|M0)               r19.1<2>:f    r3.1<0;1,0>:f                    {Compacted}          // $12
        mov (8|M0)               r62.0<1>:d    r7.1<2;1,0>:d                    {I@4}                // $11
        mov (8|M0)               r16.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $9
        add3 (8|M0)              r59.0<1>:d    r12.0<1;0>:d      r9.1<4;2>:d       r60.0<1>:d       {I@3} // $8 R{} IR{}{E:3,E:2,E:15,},  R{r12,r60,} IR{} {BC=1}
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r11.0<1;1,0>:ud   r19.0<2;1,0>:ud  {A@1}              // $13
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r15.0<1;1,0>:ud   r19.0<2;1,0>:ud                     // $19
        add3 (8|M0)              r61.0<1>:d    r16.0<1;0>:d      r9.1<4;2>:d       r62.0<1>:d       {I@4} // $11
        mov (8|M0)               r25.0<2>:ud   r2.2<0;1,0>:ud                                        // $25
        mov (8|M0)               r13.1<2>:d    r59.0<1;1,0>:d                   {I@5}                // $8
        mov (8|M0)               r17.1<2>:d    r61.0<1;1,0>:d                   {I@3}                // $11
        mov (8|M0)               r25.1<2>:ud   r2.3<0;1,0>:ud                                        // $25
(f1.0)  cmp (8|M0)    (eq)f1.0   null<1>:d     r13.1<2;1,0>:d    r19.1<2;1,0>:d   {I@3}              // $14
(f0.1)  cmp (8|M0)    (eq)f0.1   null<1>:d     r17.1<2;1,0>:d    r19.1<2;1,0>:d   {I@3}              // $20
        addc (8|M0)              r27.0<1>:ud   r25.0<2;1,0>:ud   r11.0<1;1,0>:ud  {AccWrEn,Compacted,I@3} // $26
(W)     mov (1|M0)               r2.0<1>:hf    -qnan(0x1FF):hf                                       // $16
        cmp (8|M0)    (lt)f0.0   r21.0<1>:ud   r13.1<2;1,0>:ud   r19.1<2;1,0>:ud                     // $17
        cmp (8|M0)    (lt)f1.1   r23.0<1>:ud   r17.1<2;1,0>:ud   r19.1<2;1,0>:ud                     // $23
        mov (8|M0)               r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $26
        addc (8|M0)              r29.0<1>:ud   r25.0<2;1,0>:ud   r15.0<1;1,0>:ud  {AccWrEn,Compacted} // $29
        mov (8|M0)               r64.0<1>:d    r13.1<2;1,0>:d                                        // $28
        mov (8|M0)               r66.0<1>:d    r17.1<2;1,0>:d                                        // $31
(f1.0)  sel (8|M0)               r22.0<1>:d    r2.0<0;1,0>:w     0:w               {F@1}             // $16
(f0.1)  sel (8|M0)               r24.0<1>:d    r2.0<0;1,0>:w     0:w                                 // $22
        mov (8|M0)               r30.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $29
        add3 (8|M0)              r63.0<1>:d    r28.0<1;0>:d      r25.1<4;2>:d      r64.0<1>:d       {I@5} // $28 R{} IR{}{E:7,E:6,E:0,},  R{r28,r64,} IR{} {BC=1}
        or (8|M0)                r22.0<1>:ud   r22.0<1;1,0>:ud   r21.0<1;1,0>:ud  {Compacted,I@4}    // $18
        or (8|M0)                r24.0<1>:ud   r24.0<1;1,0>:ud   r23.0<1;1,0>:ud  {Compacted,I@4}    // $24
        add3 (8|M0)              r65.0<1>:d    r30.0<1;0>:d      r25.1<4;2>:d      r66.0<1>:d       {I@4} // $31
        mov (8|M0)               r31.0<2>:d    r27.0<1;1,0>:d                                        // $27
        mov (8|M0)               r33.0<2>:d    r29.0<1;1,0>:d                                        // $30
        cmp (8|M0)    (eq)f0.0   null<1>:d     r22.0<1;1,0>:d    -1:w               {Compacted,I@5}  // $36
        cmp (8|M8)    (eq)f0.0   null<1>:d     r24.0<1;1,0>:d    -1:w               {I@5}            // $37
        mov (8|M0)               r31.1<2>:d    r63.0<1;1,0>:d                                        // $28
        mov (8|M0)               r33.1<2>:d    r65.0<1;1,0>:d                   {I@6}                // $31
        mov (8|M0)               r35.0<2>:ud   r31.0<2;1,0>:ud                  {I@2}                // $32
        mov (8|M0)               r35.1<2>:ud   r31.1<2;1,0>:ud                                       // $32
        mov (8|M0)               r37.0<2>:ud   r33.0<2;1,0>:ud                  {I@3}                // $33
        mov (8|M0)               r37.1<2>:ud   r33.1<2;1,0>:ud                                       // $33
        mov (16|M0)              r39.0<1>:d    0:w                                                   // $35
(W)     mov (8|M0)               null<1>:ud    r71.0<1;1,0>:ud                  {$3.dst}             //  memory fence commit; $38
(f0.0)  send.dc1 (16|M0)         r39      r35     null:0  0x0            0x082410FF           {A@2,$4} // wr:4+0, rd:2; a64 byte gathering read 8b // $38
        mov (8|M0)               r43.0<2>:ud   r2.4<0;1,0>:ud                                        // $41
        mov (8|M0)               r43.1<2>:ud   r2.5<0;1,0>:ud                                        // $41
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $52
        addc (8|M0)              r45.0<1>:ud   r43.0<2;1,0>:ud   r11.0<1;1,0>:ud  {AccWrEn,Compacted,I@1} // $42
        mov (8|M0)               r46.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $42
        addc (8|M0)              r47.0<1>:ud   r43.0<2;1,0>:ud   r15.0<1;1,0>:ud  {AccWrEn,Compacted} // $45
        add3 (8|M0)              r67.0<1>:d    r46.0<1;0>:d      r43.1<4;2>:d      r64.0<1>:d       {I@2} // $44
        mov (8|M0)               r48.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $45
        mov (8|M0)               r49.0<2>:d    r45.0<1;1,0>:d                                        // $43
        add3 (8|M0)              r68.0<1>:d    r48.0<1;0>:d      r43.1<4;2>:d      r66.0<1>:d       {I@2} // $47
        mov (8|M0)               r51.0<2>:d    r47.0<1;1,0>:d                                        // $46
        mov (8|M0)               r49.1<2>:d    r67.0<1;1,0>:d                                        // $44
        mov (8|M0)               r51.1<2>:d    r68.0<1;1,0>:d                   {I@3}                // $47
        mov (8|M0)               r53.0<2>:ud   r49.0<2;1,0>:ud                  {I@2}                // $48
        mov (8|M0)               r53.1<2>:ud   r49.1<2;1,0>:ud                                       // $48
        mov (8|M0)               r55.0<2>:ud   r51.0<2;1,0>:ud                  {I@3}                // $49
        mov (8|M0)               r55.1<2>:ud   r51.1<2;1,0>:ud                                       // $49
        mul (16|M0)              r41.0<1>:d    r39.0<4;1,0>:ub   5:w               {$4.dst}          // $39
        shr (16|M0)              r41.0<1>:ud   r41.0<1;1,0>:ud   0x2:uw              {I@1}           // $40
        mov (16|M0)              r57.0<1>:d    r41.0<4;1,0>:ub                  {I@1}                // $50
(f0.0)  send.dc1 (16|M0)         null     r53     r57:2   0x0            0x080690FF           {A@1,$5} // wr:4+2, rd:0; a64 byte scattering write 8b // $51
(W)     send.ugm (1|M0)          r69      r0      null:0  0x0            0x0210031F           {$6} // wr:1+0, rd:1; fence.ugm.none.local // $52
(W)     mov (8|M0)               null<1>:ud    r69.0<1;1,0>:ud                  {$6.dst}             //  memory fence commit; $52
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $52
L1320:
        nop                                                                                          // $52


//.BankConflicts: 2
//.BankConflicts.SameBank: 2
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 150
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
