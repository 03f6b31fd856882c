//.kernel svm_scatter_w64
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -dumpcommonisa -output -binary -fusedCallWA 1 "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -LSCBackupMode -fusedCallWA 1 "
//.instCount 113
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r3.2)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.3)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.6)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.7)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r3.0)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r3.1)
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
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V34 (40)  rf=r size=256 type=w align=16 words (r3.0)
//.declare V35 (41)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V36 (42)  rf=r size=32 type=w align=16 words (r11.0)
//.declare V37 (43)  rf=r size=32 type=w align=16 words (r12.0)
//.declare V38 (44)  rf=r size=32 type=w align=16 words (r13.0)
//.declare V39 (45)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V40 (46)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V41 (47)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V42 (48)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V43 (49)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V44 (50)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V45 (51)  rf=r size=32 type=d align=16 words (r24.0)
//.declare V46 (52)  rf=r size=32 type=d align=16 words (r25.0)
//.declare V47 (53)  rf=r size=32 type=d align=16 words (r26.0)
//.declare V48 (54)  rf=r size=32 type=d align=16 words (r27.0)
//.declare V51 (57)  rf=r size=32 type=d align=16 words (r28.0)
//.declare V52 (58)  rf=r size=32 type=d align=16 words (r29.0)
//.declare V53 (59)  rf=r size=32 type=d align=16 words (r30.0)
//.declare V55 (61)  rf=r size=128 type=q align=16 words (r31.0)
//.declare V56 (62)  rf=r size=32 type=d align=16 words (r35.0)
//.declare V57 (63)  rf=r size=32 type=d align=16 words (r36.0)
//.declare V58 (64)  rf=r size=32 type=d align=16 words (r37.0)
//.declare V61 (67)  rf=r size=32 type=d align=16 words (r38.0)
//.declare V62 (68)  rf=r size=32 type=d align=16 words (r39.0)
//.declare V63 (69)  rf=r size=32 type=d align=16 words (r40.0)
//.declare V65 (71)  rf=r size=128 type=q align=16 words (r41.0)
//.declare V67 (73)  rf=r size=32 type=d align=16 words (r45.0)
//.declare V68 (74)  rf=r size=32 type=d align=16 words (r46.0)
//.declare V69 (75)  rf=r size=32 type=d align=16 words (r47.0)
//.declare V71 (77)  rf=r size=32 type=d align=16 words (r48.0)
//.declare V72 (78)  rf=r size=32 type=d align=16 words (r49.0)
//.declare V73 (79)  rf=r size=32 type=d align=16 words (r50.0)
//.declare V75 (81)  rf=r size=128 type=q align=16 words (r51.0)
//.declare V77 (83)  rf=r size=32 type=d align=16 words (r55.0)
//.declare V78 (84)  rf=r size=32 type=d align=16 words (r56.0)
//.declare V79 (85)  rf=r size=32 type=d align=16 words (r57.0)
//.declare V82 (88)  rf=r size=32 type=d align=16 words (r58.0)
//.declare V83 (89)  rf=r size=32 type=d align=16 words (r59.0)
//.declare V84 (90)  rf=r size=32 type=d align=16 words (r60.0)
//.declare V86 (92)  rf=r size=128 type=q align=16 words (r61.0)
//.declare P1 (93)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P2 (94)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V87 (95)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.1)
//.declare V88 (96)  rf=r size=256 type=d alias=V34+0 align=16 words (r3.0)
//.declare  (97)  rf=r size=32 type=ud align=16 words (r65.0)
//.declare V89 (98)  rf=r size=32 type=w alias=V35+0 align=16 words (r1.0)
//.declare V90 (99)  rf=r size=256 type=w alias=V34+0 align=16 words (r3.0)
//.declare V91 (100)  rf=r size=32 type=w alias=V36+0 align=16 words (r11.0)
//.declare V92 (101)  rf=r size=32 type=w alias=V37+0 align=16 words (r12.0)
//.declare V93 (102)  rf=r size=32 type=w alias=V38+0 align=16 words (r13.0)
//.declare V94 (103)  rf=r size=64 type=d alias=V39+0 align=16 words (r14.0)
//.declare V95 (104)  rf=r size=256 type=d alias=V34+0 align=16 words (r3.0)
//.declare V96 (105)  rf=r size=64 type=d alias=V40+0 align=16 words (r16.0)
//.declare V97 (106)  rf=r size=64 type=d alias=V41+0 align=16 words (r18.0)
//.declare V98 (107)  rf=r size=64 type=d alias=V42+0 align=16 words (r20.0)
//.declare V99 (108)  rf=r size=64 type=q alias=V44+0 align=16 words (r22.0)
//.declare V100 (109)  rf=r size=32 type=d alias=V45+0 align=16 words (r24.0)
//.declare V101 (110)  rf=r size=32 type=d alias=V46+0 align=16 words (r25.0)
//.declare V102 (111)  rf=r size=32 type=ud alias=V47+0 align=16 words (r26.0)
//.declare V103 (112)  rf=r size=32 type=ud alias=V48+0 align=16 words (r27.0)
//.declare V104 (113)  rf=r size=64 type=ud alias=V44+0 align=16 words (r22.0)
//.declare V105 (114)  rf=r size=32 type=ud alias=V46+0 align=16 words (r25.0)
//.declare V107 (116)  rf=r size=32 type=d alias=V48+0 align=16 words (r27.0)
//.declare V108 (117)  rf=r size=64 type=d alias=V44+0 align=16 words (r22.0)
//.declare V109 (118)  rf=r size=128 type=d alias=V55+0 align=16 words (r31.0)
//.declare V110 (119)  rf=r size=32 type=ud alias=V52+0 align=16 words (r29.0)
//.declare V111 (120)  rf=r size=32 type=ud alias=V53+0 align=16 words (r30.0)
//.declare V112 (121)  rf=r size=32 type=ud alias=V51+0 align=16 words (r28.0)
//.declare V114 (123)  rf=r size=32 type=d alias=V53+0 align=16 words (r30.0)
//.declare V115 (124)  rf=r size=32 type=d alias=V56+0 align=16 words (r35.0)
//.declare V116 (125)  rf=r size=32 type=ud alias=V57+0 align=16 words (r36.0)
//.declare V117 (126)  rf=r size=32 type=ud alias=V58+0 align=16 words (r37.0)
//.declare V118 (127)  rf=r size=32 type=ud alias=V56+0 align=16 words (r35.0)
//.declare V120 (129)  rf=r size=32 type=d alias=V58+0 align=16 words (r37.0)
//.declare V121 (130)  rf=r size=128 type=d alias=V65+0 align=16 words (r41.0)
//.declare V122 (131)  rf=r size=32 type=ud alias=V62+0 align=16 words (r39.0)
//.declare V123 (132)  rf=r size=32 type=ud alias=V63+0 align=16 words (r40.0)
//.declare V124 (133)  rf=r size=32 type=ud alias=V61+0 align=16 words (r38.0)
//.declare V126 (135)  rf=r size=32 type=d alias=V63+0 align=16 words (r40.0)
//.declare V127 (136)  rf=r size=32 type=ud alias=V68+0 align=16 words (r46.0)
//.declare V128 (137)  rf=r size=32 type=ud alias=V69+0 align=16 words (r47.0)
//.declare V129 (138)  rf=r size=32 type=ud alias=V67+0 align=16 words (r45.0)
//.declare V131 (140)  rf=r size=32 type=d alias=V69+0 align=16 words (r47.0)
//.declare V132 (141)  rf=r size=128 type=d alias=V75+0 align=16 words (r51.0)
//.declare V133 (142)  rf=r size=32 type=d alias=V71+0 align=16 words (r48.0)
//.declare V134 (143)  rf=r size=32 type=ud alias=V72+0 align=16 words (r49.0)
//.declare V135 (144)  rf=r size=32 type=ud alias=V73+0 align=16 words (r50.0)
//.declare V136 (145)  rf=r size=32 type=ud alias=V71+0 align=16 words (r48.0)
//.declare V138 (147)  rf=r size=32 type=d alias=V73+0 align=16 words (r50.0)
//.declare V139 (148)  rf=r size=32 type=ud alias=V78+0 align=16 words (r56.0)
//.declare V140 (149)  rf=r size=32 type=ud alias=V79+0 align=16 words (r57.0)
//.declare V141 (150)  rf=r size=32 type=ud alias=V77+0 align=16 words (r55.0)
//.declare V143 (152)  rf=r size=32 type=d alias=V79+0 align=16 words (r57.0)
//.declare V144 (153)  rf=r size=128 type=d alias=V86+0 align=16 words (r61.0)
//.declare V145 (154)  rf=r size=32 type=d alias=V82+0 align=16 words (r58.0)
//.declare V147 (156)  rf=r size=32 type=ud alias=V83+0 align=16 words (r59.0)
//.declare V148 (157)  rf=r size=32 type=ud alias=V84+0 align=16 words (r60.0)
//.declare V149 (158)  rf=r size=32 type=ud alias=V82+0 align=16 words (r58.0)
//.declare V151 (160)  rf=r size=32 type=d alias=V84+0 align=16 words (r60.0)
//.declare V152 (161)  rf=r size=32 type=uw alias=V35+0 align=16 words (r1.0)
//.declare V153 (162)  rf=r size=32 type=uw alias=V36+0 align=16 words (r11.0)
//.declare V154 (163)  rf=r size=128 type=uq alias=V55+0 align=16 words (r31.0)
//.declare V155 (164)  rf=r size=128 type=uq alias=V65+0 align=16 words (r41.0)
//.declare V156 (165)  rf=r size=32 type=uw alias=V37+0 align=16 words (r12.0)
//.declare V157 (166)  rf=r size=32 type=uw alias=V38+0 align=16 words (r13.0)
//.declare V158 (167)  rf=r size=128 type=uq alias=V75+0 align=16 words (r51.0)
//.declare V159 (168)  rf=r size=128 type=uq alias=V86+0 align=16 words (r61.0)
//.declare  (169)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (170)  rf=r size=16 type=w align=8 words (r66.0)
//.declare  (171)  rf=r size=16 type=w align=8 words (r66.8)
//.declare  (172)  rf=r size=32 type=ud align=16 words (r67.0)
//.declare  (173)  rf=r size=32 type=ud align=16 words (r68.0)
//.declare  (174)  rf=r size=32 type=ud align=16 words (r69.0)
//.declare  (175)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (176)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (177)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (178)  rf=r size=32 type=ud align=16 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V32      | :q       |      8 | r2+8     | general    |
// | V43      | :q       |      8 | r2+16    | general    |
// | V33      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x20:uw              {I@1} // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $94
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$0.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2 // $94
// B002: Preds:{B001},  Succs:{}
// svm_scatter_w64_BB_0:
(W)     send.ugm (1|M0)          r68      r0      null:0  0x0            0x0214171F           {$2} // wr:1+0, rd:1; fence.ugm.evict.gpu // $94
(W)     mov (8|M0)               null<1>:ud    r68.0<1;1,0>:ud                  {$2.dst}             //  memory fence commit; $94
(W)     send.ugm (1|M0)          r69      r0      null:0  0x0            0x0210271F           {$3} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $94
(W)     mov (1|M0)               r65.0<1>:ud   r2.2<0;1,0>:ud                   {$1.dst}             // $1
(W)     mov (1|M0)               r65.1<1>:ud   r2.3<0;1,0>:ud                                        // $1
        mov (8|M0)               r66.0<1>:w    0x76543210:v                                          // $12
(W)     mov (8|M0)               null<1>:ud    r69.0<1;1,0>:ud                  {$3.dst}             //  memory fence commit; $1
(W)     send.dc1 (16|M0)         r3       r65     null:0  0x0            0x028D05FF           {A@3,$4} // wr:1h+0, rd:8; a64 unaligned oword block read x16 // $1
        mul (8|M0)               r24.0<1>:d    r66.0<1;1,0>:w    20:w               {I@2}            // $12
        mov (8|M0)               r22.0<2>:ud   r2.4<0;1,0>:ud                                        // $10
        mov (8|M0)               r22.1<2>:ud   r2.5<0;1,0>:ud                                        // $10
        add (8|M0)               r25.0<1>:d    r24.0<1;1,0>:d    4:w               {Compacted,I@3}   // $13
        mov (8|M0)               r28.0<1>:d    48:w                                                  // $19
        addc (8|M0)              r26.0<1>:ud   r22.0<2;1,0>:ud   r25.0<1;1,0>:ud  {AccWrEn,Compacted,I@2} // $14
        mov (1|M0)               r28.6<1>:d    28:w                                                  // $20
        mov (1|M0)               r28.5<1>:d    8:w                                                   // $21
        mov (1|M0)               r28.4<1>:d    244:w                                                 // $22
        mov (1|M0)               r28.3<1>:d    224:w                                                 // $23
        mov (1|M0)               r28.2<1>:d    204:w                                                 // $24
        mov (1|M0)               r28.1<1>:d    184:w                                                 // $25
        mov (1|M0)               r28.0<1>:d    164:w                                                 // $26
        add (8|M0)               r35.0<1>:d    r24.0<1;1,0>:d    68:w               {Compacted}      // $31
        mov (8|M0)               r27.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $14
        addc (8|M0)              r29.0<1>:ud   r22.0<2;1,0>:ud   r28.0<1;1,0>:ud  {AccWrEn,Compacted,I@3} // $27
        mov (8|M0)               r38.0<1>:d    112:w                                                 // $37
        mov (8|M0)               r30.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $27
        mov (1|M0)               r38.6<1>:d    92:w                                                  // $38
        mov (1|M0)               r38.5<1>:d    72:w                                                  // $39
        mov (1|M0)               r38.4<1>:d    52:w                                                  // $40
        mov (1|M0)               r38.3<1>:d    32:w                                                  // $41
        mov (1|M0)               r38.2<1>:d    12:w                                                  // $42
        mov (1|M0)               r38.1<1>:d    248:w                                                 // $43
        mov (1|M0)               r38.0<1>:d    228:w                                                 // $44
        addc (8|M0)              r36.0<1>:ud   r22.0<2;1,0>:ud   r35.0<1;1,0>:ud  {AccWrEn,Compacted} // $32
        mov (8|M0)               r45.0<1>:d    16:w                                                  // $50
        mov (8|M0)               r37.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $32
        mov (1|M0)               r45.6<1>:d    252:w                                                 // $51
        mov (1|M0)               r45.5<1>:d    232:w                                                 // $52
        mov (1|M0)               r45.4<1>:d    212:w                                                 // $53
        mov (1|M0)               r45.3<1>:d    192:w                                                 // $54
        mov (1|M0)               r45.2<1>:d    172:w                                                 // $55
        mov (1|M0)               r45.1<1>:d    152:w                                                 // $56
        mov (1|M0)               r45.0<1>:d    132:w                                                 // $57
        addc (8|M0)              r39.0<1>:ud   r22.0<2;1,0>:ud   r38.0<1;1,0>:ud  {AccWrEn,Compacted,I@7} // $45
        add (8|M0)               r48.0<1>:d    r24.0<1;1,0>:d    36:w               {Compacted}      // $62
        mov (8|M0)               r40.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $45
        addc (8|M0)              r46.0<1>:ud   r22.0<2;1,0>:ud   r45.0<1;1,0>:ud  {AccWrEn,Compacted,I@4} // $58
        mov (8|M0)               r55.0<1>:d    80:w                                                  // $68
        mov (8|M0)               r66.8<1>:w    0xCBA98765:uv                                         // $81
        mov (8|M0)               r47.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $58
        mov (1|M0)               r55.6<1>:d    60:w                                                  // $69
        mov (1|M0)               r55.5<1>:d    40:w                                                  // $70
        mov (1|M0)               r55.4<1>:d    20:w                                                  // $71
        mov (1|M0)               r55.3<1>:d    0:w                                                   // $72
        mov (1|M0)               r55.2<1>:d    236:w                                                 // $73
        mov (1|M0)               r55.1<1>:d    216:w                                                 // $74
        mov (1|M0)               r55.0<1>:d    196:w                                                 // $75
        addc (8|M0)              r49.0<1>:ud   r22.0<2;1,0>:ud   r48.0<1;1,0>:ud  {AccWrEn,Compacted} // $63
        mul (8|M0)               r58.0<1>:d    r66.8<1;1,0>:w    20:w               {I@7}            // $81
        mov (8|M0)               r50.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $63
        addc (8|M0)              r56.0<1>:ud   r22.0<2;1,0>:ud   r55.0<1;1,0>:ud  {AccWrEn,Compacted,I@4} // $76
        sync.nop                             null                             {Compacted,$4.dst}     // $2
        and (16|M0)              r1.0<1>:w     r3.0<2;1,0>:w     3:w               {$0.dst}          // $2
        and (16|M0)              r11.0<1>:w    r5.0<2;1,0>:w     3:w                                 // $3
        and (16|M0)              r12.0<1>:w    r7.0<2;1,0>:w     3:w                                 // $4
        and (16|M0)              r13.0<1>:w    r9.0<2;1,0>:w     3:w                                 // $5
        mov (8|M0)               r57.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $76
        addc (8|M0)              r59.0<1>:ud   r22.0<2;1,0>:ud   r58.0<1;1,0>:ud  {AccWrEn,Compacted,I@7} // $82
        cmp (16|M0)   (ne)f1.0   null<1>:w     r1.0<1;1,0>:uw    0x0:uw              {I@6}           // $86
        cmp (16|M16)  (ne)f1.0   null<1>:w     r11.0<1;1,0>:uw   0x0:uw              {I@6}           // $87
        cmp (16|M0)   (ne)f0.0   null<1>:w     r12.0<1;1,0>:uw   0x0:uw              {I@6}           // $90
        cmp (16|M16)  (ne)f0.0   null<1>:w     r13.0<1;1,0>:uw   0x0:uw              {I@6}           // $91
        mov (8|M0)               r60.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $82
        mov (8|M0)               r31.0<2>:d    r26.0<1;1,0>:d                                        // $15
        mov (8|M0)               r33.0<2>:d    r29.0<1;1,0>:d                                        // $28
        mov (8|M0)               r41.0<2>:d    r36.0<1;1,0>:d                                        // $33
        add (16|M0)              r14.0<1>:d    r3.0<1;1,0>:d     1:w               {Compacted}       // $6
        add (16|M0)              r16.0<1>:d    r5.0<1;1,0>:d     1:w               {Compacted}       // $7
        add (16|M0)              r18.0<1>:d    r7.0<1;1,0>:d     1:w               {Compacted}       // $8
        add (16|M0)              r20.0<1>:d    r9.0<1;1,0>:d     1:w               {Compacted}       // $9
        mov (8|M0)               r43.0<2>:d    r39.0<1;1,0>:d                                        // $46
        mov (8|M0)               r51.0<2>:d    r46.0<1;1,0>:d                                        // $59
        mov (8|M0)               r53.0<2>:d    r49.0<1;1,0>:d                                        // $64
        mov (8|M0)               r61.0<2>:d    r56.0<1;1,0>:d                                        // $77
        mov (8|M0)               r63.0<2>:d    r59.0<1;1,0>:d                                        // $83
        add3 (8|M0)              r31.1<2>:d    r27.0<1;0>:d      r22.1<4;2>:d      0:w               // $16
        add3 (8|M0)              r33.1<2>:d    r30.0<1;0>:d      r22.1<4;2>:d      0:w               // $29
        add3 (8|M0)              r41.1<2>:d    r37.0<1;0>:d      r22.1<4;2>:d      0:w               // $34
        add3 (8|M0)              r43.1<2>:d    r40.0<1;0>:d      r22.1<4;2>:d      0:w               // $47
        add3 (8|M0)              r51.1<2>:d    r47.0<1;0>:d      r22.1<4;2>:d      0:w               // $60
        add3 (8|M0)              r53.1<2>:d    r50.0<1;0>:d      r22.1<4;2>:d      0:w               // $65
        add3 (8|M0)              r61.1<2>:d    r57.0<1;0>:d      r22.1<4;2>:d      0:w               // $78
        add3 (8|M0)              r63.1<2>:d    r60.0<1;0>:d      r22.1<4;2>:d      0:w               // $84
(f1.0)  send.dc1 (16|M0)         null     r31     r14:2   0x0            0x080691FF           {A@7,$5} // wr:4+2, rd:0; a64 dword scattering write // $88
(f1.0)  send.dc1 (16|M16)        null     r41     r16:2   0x0            0x080691FF           {A@5,$6} // wr:4+2, rd:0; a64 dword scattering write // $89
(f0.0)  send.dc1 (16|M0)         null     r51     r18:2   0x0            0x080691FF           {A@3,$7} // wr:4+2, rd:0; a64 dword scattering write // $92
(f0.0)  send.dc1 (16|M16)        null     r61     r20:2   0x0            0x080691FF           {A@1,$8} // wr:4+2, rd:0; a64 dword scattering write // $93
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $94
(W)     send.ugm (1|M0)          r67      r0      null:0  0x0            0x0210031F           {$9} // wr:1+0, rd:1; fence.ugm.none.local // $94
(W)     mov (8|M0)               null<1>:ud    r67.0<1;1,0>:ud                  {$9.dst}             //  memory fence commit; $94
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $94
L1592:
        nop                                                                                          // $94


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 147
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 1
//.accSubCandidateUse: 3
